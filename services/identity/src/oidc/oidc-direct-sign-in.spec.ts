import type { Provider } from 'oidc-provider';
import type { Authentication } from '../auth/sessions/authentication';
import { directSignInNeed, directSignInRequest, OidcDirectSignIn, type OidcProviderMiddleware, withRequestCookie } from './oidc-direct-sign-in';
import { loginResultOf } from './oidc-interactions.service';
import type { OidcPortalSessions } from './oidc-portal-sessions';

const UUID = '0b6f8a9e-2c41-4e57-9a0e-6d1c2b3a4f5e';
const STARTED = new Date('2026-11-27T10:00:05.700Z');
const STARTED_SECONDS = Date.parse('2026-11-27T10:00:05Z') / 1000;

function portal(user: Partial<Authentication['user']> = {}, session: Partial<Authentication['session']> = {}): Authentication {
  return {
    user: { uuid: UUID, isDisabled: false, isForceResetPassword: false, ...user },
    session: { id: 41, createdAt: STARTED, signInMethod: 'password', impersonatorId: null, ...session },
  } as Authentication;
}

describe('what a direct sign-in does for a portal session', () => {
  it('signs in a browser with no provider session, or one of an older portal session of the same user', () => {
    expect(directSignInNeed(portal(), {})).toBe('sign-in');
    expect(directSignInNeed(portal(), { accountId: UUID, loginTs: STARTED_SECONDS - 60 })).toBe('sign-in');
  });

  it('does nothing when the provider session stands on this portal session', () => {
    expect(directSignInNeed(portal(), { accountId: UUID, loginTs: STARTED_SECONDS })).toBe('none');
  });

  it('leaves a disabled user, a temporary password and another account’s provider session to the interaction', () => {
    expect(directSignInNeed(portal({ isDisabled: true }), {})).toBe('none');
    expect(directSignInNeed(portal({ isForceResetPassword: true }), {})).toBe('none');
    expect(directSignInNeed(portal(), { accountId: 'f96c2c41-c98a-4311-a62b-06ede2203083', loginTs: STARTED_SECONDS })).toBe('another-account');
  });
});

describe('the request cookie of the new provider session', () => {
  it('replaces an earlier value of the cookie and keeps the others', () => {
    expect(withRequestCookie(undefined, '_session', 'new')).toBe('_session=new');
    expect(withRequestCookie('a=1; _session=old; _session.legacy=2', '_session', 'new')).toBe('_session=new; a=1; _session.legacy=2');
  });
});

/** A stand-in for the provider's Session model: what the middleware calls, and what it saw when saving. */
class FakeSession {
  static stored: FakeSession | undefined;
  static saves: { session: FakeSession; request: unknown; ttl: number }[] = [];
  jti = `id-${FakeSession.saves.length + 1}`;
  accountId?: string;
  loginTs?: number;
  amr?: string[];
  transient?: boolean;
  identifierReset = false;

  static get(): Promise<FakeSession> {
    return Promise.resolve(FakeSession.stored ?? new FakeSession());
  }

  loginAccount(details: { accountId: string; loginTs?: number; amr?: string[]; transient?: boolean }): void {
    Object.assign(this, details);
  }

  resetIdentifier(): void {
    this.identifierReset = true;
    this.jti = `${this.jti}-reset`;
  }

  async save(ttl: number): Promise<string> {
    await Promise.resolve();
    FakeSession.saves.push({ session: this, request: directSignInRequest(), ttl });
    return this.jti;
  }
}

const provider = {
  pathFor: (name: string, { mountPath }: { mountPath: string }) => `${mountPath}/${name === 'authorization' ? 'auth' : name}`,
  cookieName: (type: string) => `_${type}`,
  Session: FakeSession,
} as unknown as Provider;

type Context = Parameters<OidcProviderMiddleware>[0];

function contextOf(method: string, path: string, cookie?: string): Context {
  return { method, path, req: { headers: cookie ? { cookie } : {} }, cookies: { get: () => undefined } } as unknown as Context;
}

async function run(ctx: Context, authentication: Authentication | null): Promise<void> {
  const portalSessions = { ofRequest: jest.fn(() => Promise.resolve(authentication)) } as unknown as OidcPortalSessions;
  const next = jest.fn(() => Promise.resolve());
  await new OidcDirectSignIn(portalSessions, 3600).middleware(provider)(ctx, next);
  expect(next).toHaveBeenCalledTimes(1);
}

describe(OidcDirectSignIn.name, () => {
  beforeEach(() => {
    FakeSession.stored = undefined;
    FakeSession.saves = [];
  });

  it('saves the login the interaction would record, with the request at hand for the portal link, and puts its cookie on the request', async () => {
    const ctx = contextOf('GET', '/auth', 'portal=abc');

    await run(ctx, portal());

    expect(FakeSession.saves).toHaveLength(1);
    const [{ session, request, ttl }] = FakeSession.saves;
    const { login } = loginResultOf(portal());
    expect(session).toMatchObject({ accountId: login?.accountId, loginTs: login?.ts, amr: login?.amr, transient: true, identifierReset: false });
    expect(request).toBe(ctx);
    expect(ttl).toBe(3600);
    expect(ctx.req.headers.cookie).toBe(`_session=${session.jti}; portal=abc`);
    expect(directSignInRequest()).toBeUndefined();
  });

  it('keeps the same user’s provider session of an older portal session under a new id', async () => {
    const older = new FakeSession();
    older.accountId = UUID;
    older.loginTs = STARTED_SECONDS - 60;
    FakeSession.stored = older;

    await run(contextOf('POST', '/auth'), portal());

    expect(FakeSession.saves.map(({ session }) => session)).toEqual([older]);
    expect(older).toMatchObject({ loginTs: STARTED_SECONDS, identifierReset: true });
  });

  it('does nothing elsewhere than the authorization endpoint, without a portal session, or when nothing is needed', async () => {
    await run(contextOf('GET', '/auth/resume-uid'), portal());
    await run(contextOf('GET', '/token'), portal());
    await run(contextOf('OPTIONS', '/auth'), portal());
    await run(contextOf('GET', '/auth'), null);
    await run(contextOf('GET', '/auth'), portal({ isForceResetPassword: true }));

    expect(FakeSession.saves).toEqual([]);
  });
});
