import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppSessions } from './app-sessions';
import { type AuthorizationMode, isAuthorizationMode } from './authorization-mode';
import {
  BOUNCE_COOKIE_MAX_AGE_S,
  bindingCookie,
  bindingCookieNames,
  clearedCookie,
  clearedPartitionedCookie,
  newState,
  partitionedCookie,
  STATE_COOKIE_MAX_AGE_S,
  stateMatches,
} from './handoff-binding';
import { HandoffError, type HandoffClient } from './handoff-client';
import { BodyTooLargeError, cookieValue, readBody, redirect, sendHtml, sendJson } from './http';
import { logoSvg } from './logo';
import { OIDC_PATHS, OidcSignIn } from './oidc/oidc-sign-in';
import type { OidcRelyingParty } from './oidc/relying-party';
import { handoffRefusedPage, signedInPage, signedOutPage, signInFailedPage } from './pages';
import { ReceivedEvents } from './received-events';
import { localPath } from './return-path';
import { verifyWebhookSignature } from './webhook-signature';

export interface ExampleAppOptions {
  clientId: string;
  webhookSecret: string;
  authorizationMode: AuthorizationMode;
  handoff: HandoffClient;
  /** Set: the application signs in through OpenID Connect (issue 28) instead of the hand-off. */
  oidc?: OidcRelyingParty | null;
  /** The portal, for the sign-in link of the signed-out page; none: no link. */
  portalUrl?: string | null;
  /** The logo's colour. */
  colour?: string;
  now?: () => number;
}

/** A token as it arrived, with what came along and where the person was going. */
interface ReceivedHandOff {
  token: string;
  seq: string | null;
  state: string | null;
  target: string;
}

/** Events after which the person must not stay signed in to the application either. */
const SESSION_ENDING_EVENTS = new Set(['user.logged_out', 'user.disabled', 'user.deleted']);
const APP_SESSION_COOKIE_MAX_AGE_S = 8 * 60 * 60;

/**
 * One weather application: receives the hand-off token (GET with ?token= on any path, POST
 * /auth/callback), keeps its own session, answers the identity service's signed authorization
 * checks and webhooks, and shows who is signed in.
 */
export class ExampleApp {
  readonly sessions: AppSessions;
  readonly events = new ReceivedEvents();
  authorizationMode: AuthorizationMode;
  readonly server: Server;
  private readonly now: () => number;
  /** Applications on one host share cookies across ports, so the name carries the client id. */
  private readonly cookieName: string;
  private readonly bindingCookies: { state: string; bounce: string };
  private readonly oidcSignIn: OidcSignIn | null;

  constructor(private readonly options: ExampleAppOptions) {
    this.now = options.now ?? Date.now;
    this.sessions = new AppSessions(this.now);
    this.authorizationMode = options.authorizationMode;
    this.cookieName = `${options.clientId.replace(/[^A-Za-z0-9_-]/g, '_')}_session`;
    this.bindingCookies = bindingCookieNames(options.clientId);
    this.oidcSignIn = options.oidc
      ? new OidcSignIn({
          clientId: options.clientId,
          relyingParty: options.oidc,
          sessions: this.sessions,
          sessionCookie: { name: this.cookieName, maxAgeSeconds: APP_SESSION_COOKIE_MAX_AGE_S },
          now: this.now,
        })
      : null;
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        console.error(`${options.clientId}: ${request.method} ${request.url?.split('?')[0]} failed`, error);
        if (!response.headersSent) sendJson(response, 500, { error: 'internal error' });
        else response.end();
      });
    });
  }

  listen(port: number, host = '127.0.0.1'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => resolve((this.server.address() as AddressInfo).port));
    });
  }

  /** Also ends the authorization checks that silent mode leaves unanswered. */
  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://application.invalid');
    const route = `${request.method} ${url.pathname}`;
    if (route === 'GET /logo.svg') return this.sendLogo(response);
    if (route === 'POST /webhooks/identity') return this.receiveSignedRequest(request, response);
    if (route === 'GET /test/events') return sendJson(response, 200, this.events.list());
    if (route === 'POST /test/authorization-mode') return this.switchAuthorizationMode(request, response);
    if (this.oidcSignIn && (await this.oidcSignIn.handle(route, url, request, response))) return;
    if (route === 'POST /auth/callback') return this.receivePostCallback(request, response);
    if (route === 'GET /auth/sign-in') return this.startSignIn(url, response);
    if (route === 'GET /embedded-sign-up') return this.startEmbeddedSignUp(response);
    if (request.method === 'GET' || request.method === 'HEAD') {
      const token = url.searchParams.get('token');
      if (token) return this.receiveGetCallback(request, url, token, response);
      return this.showPage(request, url, response);
    }
    sendJson(response, 404, { error: 'not found' });
  }

  private sendLogo(response: ServerResponse): void {
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    response.end(logoSvg(this.options.clientId.replace(/^weather-/, ''), this.options.colour ?? '#0f6cbd'));
  }

  /** GET <path>?token=&seq=&state=: the callback URL, or the base URL plus the return path. */
  private async receiveGetCallback(request: IncomingMessage, url: URL, token: string, response: ServerResponse): Promise<void> {
    const seq = url.searchParams.get('seq');
    const state = url.searchParams.get('state');
    url.searchParams.delete('token');
    url.searchParams.delete('state');
    // The callback URL itself is no page to stay on; a return path is where the person was going.
    const target = url.pathname === '/auth/callback' ? '/' : localPath(`${url.pathname}${url.search}`);
    await this.receiveToken(request, { token, seq, state, target }, response);
  }

  /** POST /auth/callback with form fields token, returnPath and state (the post callback URL). */
  private async receivePostCallback(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(request)).toString('utf8'));
    const token = form.get('token');
    if (!token) return sendHtml(response, 400, signInFailedPage(this.options.clientId, 'no token was posted'));
    await this.receiveToken(request, { token, seq: form.get('seq'), state: form.get('state'), target: localPath(form.get('returnPath')) }, response);
  }

  /**
   * Redeems a token only in the browser that asked for it (login CSRF, ADR 0234): its state must be
   * this browser's state cookie. A token without a state (a launch from the portal's launcher, or one
   * planted with its state cut off) is not redeemed either: the person goes through this
   * application's own sign-in link, which comes back with a fresh token bound to this browser.
   */
  private async receiveToken(request: IncomingMessage, handOff: ReceivedHandOff, response: ServerResponse): Promise<void> {
    const { token, seq, state, target } = handOff;
    // An OpenID Connect application redeems no hand-off token: a launch from the portal's launcher
    // goes through its OIDC sign-in, which the portal session finishes without a question.
    if (this.oidcSignIn) return redirect(response, this.signInPath(target, null));
    if (state === null) return this.bounceUnsolicited(request, handOff, response);
    if (!stateMatches(cookieValue(request, this.bindingCookies.state), state)) {
      // The cookie stays: a planted link must not break a sign-in this browser has under way.
      return sendHtml(response, 403, handoffRefusedPage(this.options.clientId, this.signInPath(target, seq)));
    }
    // The state is spent with its token: a second token for the same state is not taken.
    const spent = [clearedCookie(this.bindingCookies.state), clearedCookie(this.bindingCookies.bounce)];
    // Inside another site's frame (the embedded sign-up) only a partitioned cookie is kept (ADR 1006).
    const framed = request.headers['sec-fetch-dest'] === 'iframe';
    if (framed) spent.push(clearedPartitionedCookie(this.bindingCookies.state));
    try {
      const { user } = await this.options.handoff.redeem(token, state);
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email;
      const id = this.sessions.open({ email: user.email, name, seq });
      const session = framed
        ? partitionedCookie(this.cookieName, id, APP_SESSION_COOKIE_MAX_AGE_S)
        : `${this.cookieName}=${id}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${APP_SESSION_COOKIE_MAX_AGE_S}`;
      redirect(response, target, { 'set-cookie': [...spent, session] });
    } catch (error) {
      if (!(error instanceof HandoffError)) throw error;
      sendHtml(response, 401, signInFailedPage(this.options.clientId, error.message), { 'set-cookie': spent });
    }
  }

  /**
   * An unsolicited token goes unredeemed back through the sign-in link. Once only: a second one
   * right after a bounce means the portal does not hand the state back, and a loop would not end.
   */
  private bounceUnsolicited(request: IncomingMessage, { seq, target }: ReceivedHandOff, response: ServerResponse): void {
    // seq goes on beside the path, as the portal hands it back, not twice.
    const path = new URL(target, 'http://application.invalid');
    path.searchParams.delete('seq');
    const signIn = this.signInPath(`${path.pathname}${path.search}${path.hash}`, seq);
    if (!this.options.portalUrl || cookieValue(request, this.bindingCookies.bounce)) {
      return sendHtml(response, 403, handoffRefusedPage(this.options.clientId, this.options.portalUrl ? signIn : null), { 'set-cookie': clearedCookie(this.bindingCookies.bounce) });
    }
    redirect(response, signIn, { 'set-cookie': bindingCookie(this.bindingCookies.bounce, '1', BOUNCE_COOKIE_MAX_AGE_S) });
  }

  /** GET /auth/sign-in?return=&seq=: a fresh state in a cookie, then the portal's /login with it. */
  private startSignIn(url: URL, response: ServerResponse): void {
    if (!this.options.portalUrl) return sendHtml(response, 404, signInFailedPage(this.options.clientId, 'no portal is configured (PORTAL_URL)'));
    const state = newState();
    const login = new URL('/login', this.options.portalUrl);
    login.searchParams.set('clientId', this.options.clientId);
    login.searchParams.set('return', localPath(url.searchParams.get('return')));
    const seq = url.searchParams.get('seq');
    if (seq) login.searchParams.set('seq', seq);
    login.searchParams.set('state', state);
    redirect(response, login.href, { 'set-cookie': bindingCookie(this.bindingCookies.state, state, STATE_COOKIE_MAX_AGE_S) });
  }

  /**
   * GET /embedded-sign-up: the address another site frames to show the portal's sign-up for this
   * application (docs/embedded-sign-up.md, ADR 1006). Like the sign-in link it keeps a fresh state,
   * here in a partitioned cookie that the frame keeps under the framing site, and goes on to the
   * portal's /embeddedregister with it; the sign-up's hand-off comes back to the callback inside the
   * same frame, where the state matches and the session cookie is partitioned too.
   */
  private startEmbeddedSignUp(response: ServerResponse): void {
    if (!this.options.portalUrl) return sendHtml(response, 404, signInFailedPage(this.options.clientId, 'no portal is configured (PORTAL_URL)'));
    const state = newState();
    const signUp = new URL('/embeddedregister', this.options.portalUrl);
    signUp.searchParams.set('clientId', this.options.clientId);
    signUp.searchParams.set('state', state);
    redirect(response, signUp.href, { 'set-cookie': partitionedCookie(this.bindingCookies.state, state, STATE_COOKIE_MAX_AGE_S) });
  }

  /** This application's own sign-in link for a path (and the seq to carry). */
  private signInPath(target: string, seq: string | null): string {
    const query = new URLSearchParams({ return: target });
    if (seq) query.set('seq', seq);
    return `/auth/sign-in?${query.toString()}`;
  }

  private showPage(request: IncomingMessage, url: URL, response: ServerResponse): void {
    const session = this.sessions.find(cookieValue(request, this.cookieName));
    if (session) return sendHtml(response, 200, signedInPage(this.options.clientId, session, url.pathname, this.oidcSignIn ? OIDC_PATHS.signOut : null));
    const canSignIn = this.oidcSignIn !== null || this.options.portalUrl;
    sendHtml(response, 200, signedOutPage(this.options.clientId, canSignIn ? this.signInPath(url.pathname, null) : null));
  }

  /** POST /webhooks/identity: authorization checks and events, each signed by the identity service. */
  private async receiveSignedRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let raw: Buffer;
    try {
      raw = await readBody(request);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(response, 413, { error: error.message });
      throw error;
    }
    const header = request.headers['x-weather-signature'];
    const check = verifyWebhookSignature(Array.isArray(header) ? header[0] : header, raw, this.options.webhookSecret, Math.floor(this.now() / 1000));
    if (!check.ok) return sendJson(response, 401, { error: 'signature refused', reason: check.reason });

    let body: { type?: unknown; user?: { email?: unknown; role?: unknown } };
    try {
      body = JSON.parse(raw.toString('utf8')) as typeof body;
    } catch {
      return sendJson(response, 400, { error: 'the body is not JSON' });
    }
    const eventHeader = request.headers['x-weather-event'];
    const type = (typeof eventHeader === 'string' ? eventHeader : null) ?? (typeof body.type === 'string' ? body.type : 'unknown');
    const delivery = request.headers['x-weather-delivery'];
    this.events.record({ type, delivery: typeof delivery === 'string' ? delivery : null, receivedAt: new Date(this.now()).toISOString(), body });

    if (type === 'authorization.check') return this.answerAuthorizationCheck(body.user?.role, response);
    if (SESSION_ENDING_EVENTS.has(type) && typeof body.user?.email === 'string') this.sessions.endFor(body.user.email);
    sendJson(response, 200, { received: true });
  }

  private answerAuthorizationCheck(role: unknown, response: ServerResponse): void {
    switch (this.authorizationMode) {
      case 'allow':
        return sendJson(response, 200, { isSysAdmin: role === 'SYSADMIN' });
      case 'deny':
        return sendJson(response, 403, { error: 'not allowed' });
      case 'down':
        return sendJson(response, 503, { error: 'down for maintenance' });
      case 'silent':
        // Never answered: the identity service's timeout decides; close() ends the request.
        return;
    }
  }

  /** POST /test/authorization-mode `{ mode }`: lets a test or a demo change the answer at run time. */
  private async switchAuthorizationMode(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let mode: unknown;
    try {
      ({ mode } = JSON.parse((await readBody(request)).toString('utf8')) as { mode?: unknown });
    } catch {
      mode = undefined;
    }
    if (!isAuthorizationMode(mode)) return sendJson(response, 400, { error: 'mode must be allow, deny, down or silent' });
    this.authorizationMode = mode;
    sendJson(response, 200, { mode });
  }
}
