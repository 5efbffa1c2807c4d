import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { ApiException } from '../../platform/errors/api-exception';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { HttpOutcome } from '../../platform/http/http-outcome';
import { sessionContextOf } from '../../platform/http/session-context';
import { FirstStepCookies, type FirstStepTokens } from '../second-factors/first-step-cookies';
import { SessionCookie } from '../sessions/session-cookie';
import { resultPage } from './result-page';
import { SocialClients } from './social-clients';
import type { SocialProvider } from './social-provider';
import { SocialSignInError, type SocialResultMessage } from './social-result';
import { SocialSignInService } from './social-sign-in.service';
import { SocialStateCookie } from './social-state-cookie';

/** The pop-up's two steps: off to the provider, then back with the result for the portal. */
@Injectable()
export class SocialSignInFlow {
  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly clients: SocialClients,
    private readonly stateCookie: SocialStateCookie,
    private readonly signIns: SocialSignInService,
    private readonly sessionCookie: SessionCookie,
    private readonly firstStepCookies: FirstStepCookies,
  ) {}

  /** Redirects to the provider's consent; a provider that cannot be reached answers the result page. */
  async start(provider: SocialProvider, requestedOrigin: string | undefined): Promise<HttpOutcome<string | undefined>> {
    if (!this.clients.enabled(provider)) throw new ApiException('NOT_FOUND');
    const origin = requestedOrigin ?? this.config.portalUrl.origin;
    if (!this.config.portalOrigins.includes(origin) && origin !== this.config.portalUrl.origin) throw new ApiException('BAD_REQUEST');
    const checks = { state: oidc.randomState(), codeVerifier: oidc.randomPKCECodeVerifier(), nonce: oidc.randomNonce() };
    let destination: URL;
    try {
      destination = await this.clients.authorizationUrl(provider, checks);
    } catch {
      return resultPage({ type: 'weather-social-sign-in', ok: false, provider, code: 'SOCIAL_PROVIDER_UNAVAILABLE' }, origin);
    }
    // Every step of the pop-up keeps it in its opener's group, or the result could not be posted back.
    const outcome: HttpOutcome<string | undefined> = HttpOutcome.redirect(destination.href, 302).header('Cross-Origin-Opener-Policy', 'unsafe-none');
    this.stateCookie.write(outcome, { provider, origin, ...checks });
    return outcome;
  }

  /**
   * Checks the state against the cookie before anything else (a forged or replayed callback stops
   * there), then signs the person in and tells the portal. Every outcome is a result page.
   */
  async callback(provider: SocialProvider, request: FastifyRequest): Promise<HttpOutcome<string>> {
    if (!this.clients.enabled(provider)) throw new ApiException('NOT_FOUND');
    const state = this.stateCookie.read(request, provider);
    // Without a valid cookie the origin is not known: the result goes to the main portal only.
    const origin = state?.origin ?? this.config.portalUrl.origin;
    const url = new URL(request.originalUrl, this.clients.callbackUrl(provider));
    let tokens: FirstStepTokens | null = null;
    let message: SocialResultMessage;
    try {
      if (!state || url.searchParams.get('state') !== state.state) throw new SocialSignInError('SOCIAL_STATE_INVALID');
      const error = url.searchParams.get('error');
      if (error) throw new SocialSignInError(error === 'access_denied' ? 'SOCIAL_CONSENT_DENIED' : 'SOCIAL_PROVIDER_UNAVAILABLE');
      const profile = await this.clients.profile(provider, url, state);
      tokens = await this.signIns.signIn(profile, sessionContextOf(request), this.sessionCookie.read(request));
      message = tokens.secondStep ? { type: 'weather-social-sign-in', ok: true, provider, second_step: true } : { type: 'weather-social-sign-in', ok: true, provider };
    } catch (error: unknown) {
      if (!(error instanceof SocialSignInError)) throw error;
      message = { type: 'weather-social-sign-in', ok: false, provider, code: error.code, ...(error.loginURL ? { loginURL: error.loginURL } : {}) };
    }
    const outcome = resultPage(message, origin);
    this.stateCookie.clear(outcome);
    // The session cookie, or the pending second step's (issue 29).
    if (tokens) this.firstStepCookies.write(outcome, tokens);
    return outcome;
  }
}
