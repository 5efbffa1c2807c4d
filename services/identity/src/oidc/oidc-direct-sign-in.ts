import { AsyncLocalStorage } from 'node:async_hooks';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { Authentication } from '../auth/sessions/authentication';
import { oidcAmrOf } from './oidc-amr';
import { oidcSubjectOf } from './oidc-claims';
import { type OidcPortalSessions, startOf } from './oidc-portal-sessions';

/** A provider pre-middleware (provider.use): it runs before the provider's routes, on the provider's Koa context. */
export type OidcProviderMiddleware = Parameters<Provider['use']>[0];

/** What of a request the portal-session look-ups read: the raw request (the memo's key) and its cookies. */
export type OidcRequestCookies = Pick<KoaContextWithOIDC, 'req' | 'cookies'>;

/**
 * The request a direct sign-in is saving a provider session for. The provider sets its own request
 * context (Provider.ctx) only inside its routes, and this runs before them; the Session storage reads
 * the request from here then, to record the portal session beside the provider session.
 */
const savingFor = new AsyncLocalStorage<OidcRequestCookies>();

/** The request of the direct sign-in saving a provider session at this moment, if any. */
export function directSignInRequest(): OidcRequestCookies | undefined {
  return savingFor.getStore();
}

/** A provider session as far as the direct sign-in reads it. */
export interface ProviderLogin {
  accountId?: string | undefined;
  loginTs?: number | undefined;
}

/**
 * What the direct sign-in does for a browser with a portal session: `none` when the portal session
 * cannot sign in (disabled user, a temporary password to change first: the interaction sends those
 * to the portal as before) or when the provider session already stands on it; `another-account`
 * when the browser's provider session is another user's (left to the interaction, which asks to end
 * it); otherwise `sign-in`.
 */
export function directSignInNeed(portal: Authentication, browserSession: ProviderLogin): 'none' | 'another-account' | 'sign-in' {
  if (portal.user.isDisabled || portal.user.isForceResetPassword) return 'none';
  const accountId = oidcSubjectOf(portal.user);
  if (!browserSession.accountId) return 'sign-in';
  if (browserSession.accountId !== accountId) return 'another-account';
  return browserSession.loginTs === startOf(portal.session) ? 'none' : 'sign-in';
}

/**
 * The request's Cookie header with `name` set to `value` (placed first, so it is the value read) and
 * any earlier value of it removed. The provider's cookies are not signed (no cookies.keys).
 */
export function withRequestCookie(header: string | undefined, name: string, value: string): string {
  const others = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !pair.startsWith(`${name}=`));
  return [`${name}=${value}`, ...others].join('; ');
}

/**
 * Single sign-on without the interaction round trip (docs/adr/0806). An authorization request from
 * a browser holding a live portal session, but no provider session standing on it, gets its
 * provider session made from the portal session before the provider looks at the request: the same
 * login the interaction records (the user's subject, the portal session's start as auth_time, amr
 * of its sign-in method), saved with the portal session beside it. The provider's own policy then
 * decides as always: with nothing to ask it answers with the code at once; prompt=login, a max_age
 * the portal session is past, a consent to give still go through the interaction.
 */
export class OidcDirectSignIn {
  constructor(
    private readonly portalSessions: OidcPortalSessions,
    /** The provider's Session lifetime (its ttl.Session). */
    private readonly sessionTtlSeconds: number,
  ) {}

  /** The pre-middleware for `provider`: it acts on the authorization endpoint only (not its resume). */
  middleware(provider: Provider): OidcProviderMiddleware {
    const authorizationPath = provider.pathFor('authorization', { mountPath: '' });
    return async (ctx, next) => {
      if ((ctx.method === 'GET' || ctx.method === 'POST') && ctx.path === authorizationPath) await this.signInFromPortal(provider, ctx);
      await next();
    };
  }

  private async signInFromPortal(provider: Provider, ctx: Parameters<OidcProviderMiddleware>[0]): Promise<void> {
    const portal = await this.portalSessions.ofRequest(ctx);
    if (!portal) return;
    const browserSession = await provider.Session.get(ctx);
    if (directSignInNeed(portal, browserSession) !== 'sign-in') return;
    // The same user's session from an older portal session keeps its clients (sids, for back-channel
    // logout) under a new id, as the provider's resume does; a session of nobody is started anew.
    const session = browserSession.accountId ? browserSession : new provider.Session();
    if (browserSession.accountId) session.resetIdentifier();
    session.loginAccount({
      accountId: oidcSubjectOf(portal.user),
      loginTs: startOf(portal.session),
      amr: oidcAmrOf(portal.session.signInMethod),
      // As the interaction's login (remember: false): the provider's cookie lasts as long as the browser.
      transient: true,
    });
    await savingFor.run(ctx, () => session.save(this.sessionTtlSeconds));
    // The provider's route reads this cookie to find its session, and sets it on the answer.
    const cookieName = provider.cookieName('session');
    ctx.req.headers.cookie = withRequestCookie(ctx.req.headers.cookie, cookieName, session.jti);
  }
}
