import type { IncomingMessage, ServerResponse } from 'node:http';
import * as client from 'openid-client';
import type { AppSessions } from '../app-sessions';
import { bindingCookie, clearedCookie } from '../handoff-binding';
import { cookieValue, readBody, redirect, sendHtml, sendJson } from '../http';
import { signInFailedPage, signInNotStartedHerePage } from '../pages';
import { localPath } from '../return-path';
import { LogoutTokenError } from './logout-token';
import { PENDING_SIGN_IN_TTL_MS, PendingSignIns } from './pending-sign-ins';
import type { OidcRelyingParty } from './relying-party';

/** The routes of the OpenID Connect mode, relative to the application's public URL. */
export const OIDC_PATHS = {
  signIn: '/auth/sign-in',
  callback: '/auth/oidc/callback',
  signOut: '/auth/sign-out',
  backchannelLogout: '/auth/oidc/backchannel-logout',
} as const;

export interface OidcSignInOptions {
  clientId: string;
  relyingParty: OidcRelyingParty;
  sessions: AppSessions;
  /** The application's own session cookie (shared with the hand-off mode's). */
  sessionCookie: { name: string; maxAgeSeconds: number };
  now?: () => number;
}

/**
 * The application's sign-in through the identity service's OpenID Connect provider (issue 28):
 * code flow with PKCE (S256), state and nonce held server-side for the browser that started it; the
 * ID token's claims become the application's session; sign-out is RP-initiated logout; the provider's
 * back-channel logout ends the sessions it names.
 */
export class OidcSignIn {
  private readonly pending: PendingSignIns;
  private readonly pendingCookie: string;
  /** Logout tokens seen, by jti, until they expire: a replayed one is refused (Back-Channel Logout §2.6 step 10). */
  private readonly seenLogoutTokens = new Map<string, number>();
  private readonly now: () => number;

  constructor(private readonly options: OidcSignInOptions) {
    this.now = options.now ?? Date.now;
    this.pending = new PendingSignIns(this.now);
    this.pendingCookie = `${options.clientId.replace(/[^A-Za-z0-9_-]/g, '_')}_oidc_sign_in`;
  }

  /** Handles the route if it is one of this mode's; false when it is not. */
  async handle(route: string, url: URL, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
    switch (route) {
      case `GET ${OIDC_PATHS.signIn}`:
        await this.start(url, response);
        return true;
      case `GET ${OIDC_PATHS.callback}`:
        await this.finish(url, request, response);
        return true;
      case `POST ${OIDC_PATHS.signOut}`:
        await this.signOut(request, response);
        return true;
      case `POST ${OIDC_PATHS.backchannelLogout}`:
        await this.backchannelLogout(request, response);
        return true;
      default:
        return false;
    }
  }

  /** GET /auth/sign-in?return=: a fresh verifier, state and nonce, then the provider's authorization endpoint. */
  private async start(url: URL, response: ServerResponse): Promise<void> {
    const signIn = {
      codeVerifier: client.randomPKCECodeVerifier(),
      state: client.randomState(),
      nonce: client.randomNonce(),
      returnPath: localPath(url.searchParams.get('return')),
    };
    let authorization: URL;
    try {
      authorization = await this.options.relyingParty.authorizationUrl(signIn);
    } catch (error) {
      console.error(`${this.options.clientId}: OpenID Connect discovery failed`, error);
      return sendHtml(response, 502, signInFailedPage(this.options.clientId, 'the identity service cannot be reached'));
    }
    const id = this.pending.add(signIn);
    redirect(response, authorization.href, { 'set-cookie': bindingCookie(this.pendingCookie, id, PENDING_SIGN_IN_TTL_MS / 1000) });
  }

  /**
   * GET /auth/oidc/callback?code=&state=&iss=: only in the browser that started the sign-in (its
   * cookie names the pending sign-in, taken once); openid-client checks state, iss and the error
   * response, redeems the code with the verifier and verifies the ID token and its nonce.
   */
  private async finish(url: URL, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const spent = clearedCookie(this.pendingCookie);
    const signIn = this.pending.take(cookieValue(request, this.pendingCookie));
    if (!signIn) return sendHtml(response, 403, signInNotStartedHerePage(this.options.clientId, OIDC_PATHS.signIn), { 'set-cookie': spent });
    try {
      const { claims, userinfo, idToken } = await this.options.relyingParty.finishSignIn(url, signIn);
      const profile = { ...claims, ...userinfo };
      const email = typeof profile.email === 'string' ? profile.email : claims.sub;
      const name = typeof profile.name === 'string' && profile.name ? profile.name : email;
      const sid = typeof claims.sid === 'string' ? claims.sid : null;
      const id = this.options.sessions.open({ email, name, seq: null, oidc: { claims: { ...claims }, userinfo: { ...userinfo }, sub: claims.sub, sid, idToken } });
      const { name: cookie, maxAgeSeconds } = this.options.sessionCookie;
      redirect(response, signIn.returnPath, { 'set-cookie': [spent, `${cookie}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}`] });
    } catch (error) {
      // The reason is the protocol's (e.g. access_denied, invalid_grant); no code or token is in it.
      const reason = error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError ? `${error.error}${error.error_description ? `: ${error.error_description}` : ''}` : (error as Error).message;
      sendHtml(response, 401, signInFailedPage(this.options.clientId, reason), { 'set-cookie': spent });
    }
  }

  /**
   * POST /auth/sign-out: ends the application's session, then RP-initiated logout at the provider
   * with the ID token as hint, which ends the portal session and comes back to the application.
   * A POST from a form of this application (the session cookie is SameSite=Lax, so no other site's
   * form signs the person out).
   */
  private async signOut(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { name: cookie } = this.options.sessionCookie;
    const session = this.options.sessions.end(cookieValue(request, cookie));
    const cleared = `${cookie}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
    let endSession: string;
    try {
      endSession = (await this.options.relyingParty.endSessionUrl(session?.oidc?.idToken ?? null)).href;
    } catch (error) {
      console.error(`${this.options.clientId}: OpenID Connect discovery failed`, error);
      endSession = '/';
    }
    redirect(response, endSession, { 'set-cookie': cleared });
  }

  /**
   * POST /auth/oidc/backchannel-logout with a form field logout_token (Back-Channel Logout 1.0 §2.5):
   * 200 once the sessions it names are ended, 400 with the protocol's error for a token that does not
   * verify or was seen before. Never cached.
   */
  private async backchannelLogout(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    const logoutToken = form.get('logout_token');
    if (!logoutToken) return sendJson(response, 400, { error: 'invalid_request', error_description: 'logout_token is missing' });
    try {
      const logout = await this.options.relyingParty.verifyLogoutToken(logoutToken);
      this.forgetExpiredLogoutTokens();
      if (this.seenLogoutTokens.has(logout.jti)) throw new LogoutTokenError('The logout token was used before');
      this.seenLogoutTokens.set(logout.jti, logout.exp * 1000);
      this.options.sessions.endForProvider(logout);
      sendJson(response, 200, {});
    } catch (error) {
      if (!(error instanceof LogoutTokenError)) throw error;
      sendJson(response, 400, { error: 'invalid_request', error_description: error.message });
    }
  }

  private forgetExpiredLogoutTokens(): void {
    const now = this.now();
    for (const [jti, expiresAt] of this.seenLogoutTokens) if (expiresAt <= now) this.seenLogoutTokens.delete(jti);
  }
}
