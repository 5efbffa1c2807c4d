import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { InteractionResults } from 'oidc-provider';
import type { Authentication } from '../auth/sessions/authentication';
import { SessionCookie } from '../auth/sessions/session-cookie';
import { SessionsService } from '../auth/sessions/sessions.service';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import { oidcAmrOf } from './oidc-amr';
import { finishInteraction, interactionOfBrowser, type OidcInteraction, providerSessionLives } from './oidc-browser-interaction';
import { oidcSubjectOf } from './oidc-claims';
import { startOf } from './oidc-portal-sessions';
import { OidcProviderHost } from './oidc-provider-host';
import { portalConsentUrl, portalSignInUrl } from './oidc-portal-pages';

/** Reasons of the login prompt that ask for a fresh sign-in, which an older portal session cannot answer. */
const FRESH_SIGN_IN_REASONS = new Set(['login_prompt', 'max_age']);

/** Whether the login prompt asks for a sign-in made after the request (prompt=login, or a max_age the session is past). */
export function asksFreshSignIn(prompt: { name: string; reasons: string[] }): boolean {
  return prompt.name === 'login' && prompt.reasons.some((reason) => FRESH_SIGN_IN_REASONS.has(reason));
}

/**
 * Whether a portal session answers a fresh sign-in: it started no earlier than the interaction did.
 * Both in whole seconds, the precision of auth_time (and of the stored session start): a sign-in in
 * the very second the application asked counts as after it.
 */
export function startedSince(session: Authentication['session'], interaction: Pick<OidcInteraction, 'iat'>): boolean {
  return startOf(session) >= interaction.iat;
}

/**
 * The provider's interactions answered by the portal (docs/adr/0801, 0802): a browser with a live
 * portal session has its login finished at once; one without is sent to the portal's /login with the
 * interaction's uid, and the portal brings it back here once signed in, by any method. prompt=login,
 * and a max_age the portal session is older than, send it to /login with prompt=login, which asks for
 * a new sign-in even with a session; only a portal session started since the interaction then
 * finishes it. A consent prompt (a third-party application, OidcConsentService) goes to the portal's
 * /consent page: consent is never given here, without the user's click.
 */
@Injectable()
export class OidcInteractionsService {
  constructor(
    private readonly host: OidcProviderHost,
    private readonly sessionCookie: SessionCookie,
    private readonly sessions: SessionsService,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /** Where to send the browser next: back to the provider with the interaction's result, or to a portal page. */
  async continue(uid: string, request: FastifyRequest): Promise<string> {
    const provider = await this.host.provider();
    const interaction = await interactionOfBrowser(provider, request, uid);
    if (interaction.prompt.name === 'consent') return portalConsentUrl(this.config.portalUrl, uid);
    const fresh = asksFreshSignIn(interaction.prompt);
    const token = this.sessionCookie.read(request);
    const authentication = token ? await this.sessions.resolve(token) : null;
    // A temporary password is changed on the portal first, as before any other use (ADR 0236).
    const signInFirst = !authentication || authentication.user.isForceResetPassword || (fresh && !startedSince(authentication.session, interaction));
    if (signInFirst) return this.toPortalSignIn(interaction, fresh);
    // A sign-in that replaced the browser's portal session ended the provider session the interaction began in.
    const unbindEndedSession = !(await providerSessionLives(provider, interaction));
    return finishInteraction(interaction, loginResultOf(authentication), { unbindEndedSession });
  }

  /**
   * The portal's sign-in for the interaction. The interaction forgets the grant of the session it
   * began in: a sign-in ends the browser's portal session, whose grants are revoked with every row
   * that names them, the interaction's own included; the provider finds the grant again once resumed.
   */
  private async toPortalSignIn(interaction: OidcInteraction, fresh: boolean): Promise<string> {
    if (interaction.grantId) {
      interaction.grantId = undefined;
      await interaction.persist();
    }
    return portalSignInUrl(this.config.portalUrl, interaction.uid, { fresh });
  }
}

/** The login the provider records: the portal session's user, its start (auth_time) and how it signed in (amr). */
export function loginResultOf(authentication: Authentication): InteractionResults {
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
