import { ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import { oidcLibrary } from './oidc-library';
import { SessionCookie } from '../auth/sessions/session-cookie';
import { SessionsService } from '../auth/sessions/sessions.service';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import { ApiException } from '../platform/errors/api-exception';
import { oidcAmrOf } from './oidc-amr';
import { oidcSubjectOf } from './oidc-claims';
import { startOf } from './oidc-portal-sessions';
import { OidcProviderHost } from './oidc-provider-host';

/** Reasons of the login prompt that ask for a fresh sign-in, which a live portal session cannot answer. */
const FRESH_SIGN_IN_REASONS = new Set(['login_prompt', 'max_age']);

/**
 * The provider's interactions answered by the portal (docs/adr/0801): a browser with a live portal
 * session has its login finished at once; one without is sent to the portal's /login with the
 * interaction's uid, and the portal brings it back here once signed in, by any method. Consent: a
 * first-party application's grant is made without asking (oidcProviderConfiguration's
 * loadExistingGrant); a third-party application's consent page does not exist yet, so it is refused.
 */
@Injectable()
export class OidcInteractionsService {
  constructor(
    private readonly host: OidcProviderHost,
    private readonly sessionCookie: SessionCookie,
    private readonly sessions: SessionsService,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /** Where to send the browser next: back to the provider with the interaction's result, or to the portal's sign-in. */
  async continue(uid: string, request: FastifyRequest): Promise<string> {
    const provider = await this.host.provider();
    // The provider reads its interaction cookie from the request; the response is not written to.
    const scratch = new ServerResponse(request.raw);
    const { errors } = await oidcLibrary();
    const details = await provider.interactionDetails(request.raw, scratch).catch((error: unknown) => {
      if (error instanceof errors.SessionNotFound) throw new ApiException('NOT_FOUND');
      throw error;
    });
    if (details.uid !== uid) throw new ApiException('NOT_FOUND');
    const result = await this.resultOf(details.prompt, request);
    if (result === null) return this.portalSignIn(uid);
    return provider.interactionResult(request.raw, scratch, result, { mergeWithLastSubmission: false });
  }

  private async resultOf(prompt: { name: string; reasons: string[] }, request: FastifyRequest): Promise<InteractionResults | null> {
    if (prompt.name === 'consent') {
      return { error: 'consent_required', error_description: 'consent to a third-party application cannot be given yet' };
    }
    if (prompt.reasons.some((reason) => FRESH_SIGN_IN_REASONS.has(reason))) {
      return { error: 'login_required', error_description: 'a fresh sign-in cannot be requested yet' };
    }
    const token = this.sessionCookie.read(request);
    const authentication = token ? await this.sessions.resolve(token) : null;
    // A temporary password is changed on the portal first, as before any other use (ADR 0236).
    if (!authentication || authentication.user.isForceResetPassword) return null;
    return {
      login: {
        accountId: oidcSubjectOf(authentication.user),
        // When the user really signed in: the portal session's start, not now.
        ts: startOf(authentication.session),
        amr: oidcAmrOf(authentication.session.signInMethod),
        remember: false,
      },
    };
  }

  private portalSignIn(uid: string): string {
    const url = new URL('/login', this.config.portalUrl);
    url.searchParams.set('interaction', uid);
    return url.href;
  }
}
