import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { SessionCookie } from '../auth/sessions/session-cookie';
import type { SessionsService } from '../auth/sessions/sessions.service';
import type { OidcPortalSessions } from './oidc-portal-sessions';

/**
 * RP-initiated logout ends the browser's portal session too (docs/adr/0804), as Keycloak's does:
 * without it the next authorization would sign the person in again silently, and an application's
 * "Sign out" would sign no one out. Only a confirmed logout ("Yes": the whole provider session
 * ends), and only the portal session of that request's cookie when it is the provider session's user.
 *
 * The provider has already sent its back-channel logouts to the applications of its session (the
 * initiating one included) and deleted that session; ending the portal session then reaches the
 * provider sessions still saved from it (OidcSessionEnder), so no application hears twice.
 */
export class RpLogoutEndsPortalSession {
  /** The requests whose logout was confirmed, with the provider session's user. */
  private readonly confirmed = new WeakMap<object, string>();

  constructor(
    private readonly portalSessions: OidcPortalSessions,
    private readonly cookie: SessionCookie,
    private readonly sessions: SessionsService,
  ) {}

  attach(provider: Provider): void {
    provider.on('end_session.success', (ctx) => this.noteConfirmed(ctx));
    // After the provider's answer is made but before it is sent, so a sign-out is over when the browser
    // reaches the post-logout page (the event's listeners are not awaited).
    provider.use(async (ctx, next) => {
      await next();
      await this.endPortalSession(ctx as KoaContextWithOIDC);
    });
  }

  noteConfirmed(ctx: KoaContextWithOIDC): void {
    const accountId = ctx.oidc.session?.accountId;
    if (ctx.oidc.params?.logout && accountId) this.confirmed.set(ctx, accountId);
  }

  async endPortalSession(ctx: KoaContextWithOIDC): Promise<void> {
    const accountId = this.confirmed.get(ctx);
    if (accountId === undefined) return;
    this.confirmed.delete(ctx);
    const portal = await this.portalSessions.ofRequest(ctx);
    const token = this.cookie.readFrom((name) => ctx.cookies.get(name));
    if (portal?.user.uuid !== accountId || !token) return;
    await this.sessions.end(token);
  }
}
