import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Authentication } from '../auth/sessions/authentication';
import type { SessionCookie } from '../auth/sessions/session-cookie';
import type { SessionsService } from '../auth/sessions/sessions.service';
import type { OidcPortalSessions } from './oidc-portal-sessions';
import { RpLogoutEndsPortalSession } from './oidc-rp-logout';

const ADA = 'uuid-of-ada';

/** A provider request at the logout confirmation: the provider session's user, Yes or No, the portal cookie. */
function confirmation(accountId: string | undefined, yes: boolean): KoaContextWithOIDC {
  return { oidc: { session: { accountId }, params: yes ? { logout: 'yes' } : {} }, cookies: { get: () => 'portal-token' } } as unknown as KoaContextWithOIDC;
}

describe(RpLogoutEndsPortalSession.name, () => {
  let end: jest.Mock;
  let portalUser: string | null;
  let sut: RpLogoutEndsPortalSession;

  beforeEach(() => {
    end = jest.fn().mockResolvedValue(null);
    portalUser = ADA;
    const portalSessions = { ofRequest: async () => (portalUser ? ({ user: { uuid: portalUser }, session: { id: 7 } } as unknown as Authentication) : null) } as unknown as OidcPortalSessions;
    const cookie = { readFrom: (read: (name: string) => unknown) => read('session') } as unknown as SessionCookie;
    sut = new RpLogoutEndsPortalSession(portalSessions, cookie, { end } as unknown as SessionsService);
  });

  async function logout(ctx: KoaContextWithOIDC): Promise<void> {
    sut.noteConfirmed(ctx);
    await sut.endPortalSession(ctx);
  }

  it("ends the request's portal session at a confirmed logout of the same user", async () => {
    await logout(confirmation(ADA, true));

    expect(end).toHaveBeenCalledWith('portal-token');
  });

  it('ends it once, however often the request passes', async () => {
    const ctx = confirmation(ADA, true);
    await logout(ctx);
    await sut.endPortalSession(ctx);

    expect(end).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a No (only the application is signed out)', confirmation(ADA, false), ADA],
    ['a logout with no provider session', confirmation(undefined, true), ADA],
    ["another user's portal session", confirmation(ADA, true), 'uuid-of-grace'],
    ['no portal session', confirmation(ADA, true), null],
  ])('ends nothing at %s', async (_, ctx, user) => {
    portalUser = user;

    await logout(ctx);

    expect(end).not.toHaveBeenCalled();
  });

  it('ends nothing for a request that was no confirmed logout', async () => {
    await sut.endPortalSession(confirmation(ADA, true));

    expect(end).not.toHaveBeenCalled();
  });
});
