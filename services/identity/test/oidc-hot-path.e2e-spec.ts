import * as client from 'openid-client';
import type { EntitySubscriberInterface } from 'typeorm';
import { OidcPayload } from '../src/oidc/oidc-payload.entity';
import { capturingLogger } from './support/log-capture';
import { saveOidcApplication } from './support/oidc-application';
import { OidcBrowser } from './support/oidc-browser';
import { type TestApp } from './support/test-app';
import { discoverOidcClient, startListeningOidcApp } from './support/listening-oidc-app';

const PASSWORD = 'a long enough password';
const RP = 'http://rp.weather.example:4400';
const REDIRECT_URI = `${RP}/auth/callback`;

/**
 * The provider's hot path (docs/adr/0805): what one sign-in (authorize with a portal session, token,
 * userinfo) costs the database, that its plain writes hide nothing from a cache, and that its request
 * log lines show the paths the client asked for.
 */
describe('OpenID Connect sign-in: the hot path', () => {
  let t: TestApp;
  let api: string;
  let config: client.Configuration;
  const statements: string[] = [];
  const { logger, lines } = capturingLogger('info');

  beforeAll(async () => {
    ({ t, api } = await startListeningOidcApp({}, { logger }));
    // Every statement of either engine is told to TypeORM's logger: by its query runner's query(), and
    // by the plain statements that run straight on MariaDB's pool (platform/database/plain/mysql-pool-query.ts).
    const typeormLogger = t.dataSource.logger;
    const logQuery = typeormLogger.logQuery.bind(typeormLogger);
    jest.spyOn(typeormLogger, 'logQuery').mockImplementation((sql: string, ...rest: unknown[]) => {
      statements.push(sql);
      return logQuery(sql, ...(rest as [unknown[] | undefined]));
    });
    const { clientId, secret } = await saveOidcApplication(t.dataSource, RP, {
      redirectUris: [REDIRECT_URI],
      postLogoutRedirectUris: [],
      grantTypes: ['authorization_code'],
      clientType: 'confidential',
      backchannelLogoutUri: null,
      firstParty: true,
    });
    config = await discoverOidcClient(`${api}/oidc`, clientId, secret);
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  /** A browser signed in to the portal as a new user. */
  async function userBrowser(): Promise<{ browser: OidcBrowser; subject: string }> {
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(user.email, PASSWORD);
    return { browser, subject: user.uuid };
  }

  /** One sign-in as the bench makes it; answers the statements of each request, the paths asked for and the claims. */
  async function signIn(signedIn?: { browser: OidcBrowser; subject: string }): Promise<{
    perRequest: Map<string, string[]>;
    paths: string[];
    idToken: client.IDToken | undefined;
    userinfo: client.UserInfoResponse;
  }> {
    const { browser, subject } = signedIn ?? (await userBrowser());
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid email profile role', code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256', state });
    const perRequest = new Map<string, string[]>();
    const paths: string[] = [];
    const measured = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
      const before = statements.length;
      const result = await step();
      perRequest.set(name, statements.slice(before));
      return result;
    };
    let current = new URL(url.href);
    while (current.origin === api) {
      const response = await measured(current.pathname.replace(/\/[^/]{20,}$/, '/:uid'), () => browser.fetch(current.href));
      paths.push(`${current.pathname}${current.search}`);
      current = new URL(response.headers.get('location') ?? '', current);
    }
    const tokens = await measured('token', () => client.authorizationCodeGrant(config, current, { pkceCodeVerifier: verifier, expectedState: state }));
    const userinfo = await measured('userinfo', () => client.fetchUserInfo(config, tokens.access_token, subject));
    return { perRequest, paths, idToken: tokens.claims(), userinfo };
  }

  it('runs each request with one statement per row it needs: no user, portal session or provider session read twice', async () => {
    await signIn(); // the first loads the client and caches the portal session's resolution
    const { perRequest } = await signIn();

    const counts = Object.fromEntries([...perRequest].map(([name, sql]) => [name, sql.length]));
    // authorize (one request, docs/adr/0806): the portal session of the cookie (TypeORM's findOne
    // with relations, two statements), the provider session made from it saved, then read by the
    // provider's route, the user, the session by uid (for `act`), grant, code and session saved;
    // token: the code, its session (read once, for the provider's check and for `act`), the grant,
    // the code consumed, the user, the access token saved; userinfo: the access token, its session
    // (once, as at the token), the user, the grant. The portal session is not read for `act`: the
    // provider session records that it is no impersonation.
    expect(counts).toEqual({ '/oidc/auth': 10, token: 7, userinfo: 5 });
    const all = [...perRequest.values()].flat();
    // The user and the portal session are read once per request (TypeORM's findOne with relations is two statements each).
    expect(all.filter((sql) => /FROM ["`]users["`]/.test(sql) && !sql.includes('DISTINCT'))).toHaveLength(3);
    // The portal session, once: the direct sign-in's resolution of the cookie, which the provider's route reuses.
    expect(all.filter((sql) => /FROM ["`]browser_sessions["`]/.test(sql) && !sql.includes('DISTINCT'))).toHaveLength(1);
    // The provider's storage is plain SQL (the helper's "t0" alias), never TypeORM's query builder.
    expect(all.filter((sql) => sql.includes('oidc_payloads') && /"OidcPayload"|`OidcPayload`/.test(sql))).toEqual([]);
  });

  it('names the administrator of an impersonation in act, in the ID token and at userinfo, and nobody for the user’s own session', async () => {
    const administrator = await t.createUser({ password: PASSWORD, role: 'SYSADMIN' });
    const user = await t.createUser({ password: PASSWORD });
    const browser = new OidcBrowser(api);
    await browser.signIn(administrator.email, PASSWORD);
    const impersonation = await browser.fetch(`${api}/auth/impersonate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ user_id: user.id, uuid: user.uuid }),
    });
    expect(impersonation.status).toBe(200);

    const impersonated = await signIn({ browser, subject: user.uuid });
    const own = await signIn();

    expect(impersonated.idToken).toMatchObject({ sub: user.uuid, act: { sub: administrator.uuid } });
    expect(impersonated.idToken).not.toHaveProperty('amr');
    expect(impersonated.userinfo).toMatchObject({ sub: user.uuid, act: { sub: administrator.uuid } });
    expect(own.idToken).not.toHaveProperty('act');
    expect(own.userinfo).not.toHaveProperty('act');
  });

  it('logs the provider requests under the paths the client asked for, /oidc included', async () => {
    lines.length = 0;
    const { paths } = await signIn();
    await t.agent().get('/.well-known/openid-configuration').expect(200);

    const logged = (): string[] => lines.filter((line) => line.includes('"request completed"')).map((line) => (JSON.parse(line) as { req: { url: string } }).req.url);
    for (let waited = 0; logged().length < paths.length + 4 && waited < 200; waited += 1) await new Promise((resolve) => setImmediate(resolve));
    const urls = logged();
    expect(urls).toEqual(expect.arrayContaining(['/oidc/token', '/oidc/me', '/.well-known/openid-configuration', expect.stringMatching(/^\/oidc\/auth\?/)]));
    expect(urls.filter((url) => paths.some((path) => path.split('?')[0] === url.split('?')[0]))).toHaveLength(paths.length);
    expect(urls.filter((url) => /^\/(?:token|me|auth(?:\?|\/(?!login)))/.test(url))).toEqual([]);
  });

  it('writes no row a cache watches: the same writes through TypeORM wake no subscriber', async () => {
    const woken: string[] = [];
    for (const subscriber of t.dataSource.subscribers as EntitySubscriberInterface[]) {
      for (const hook of ['afterInsert', 'afterUpdate', 'afterRemove'] as const) {
        const original = subscriber[hook]?.bind(subscriber) as ((event: unknown) => unknown) | undefined;
        if (!original) continue;
        jest.spyOn(subscriber, hook).mockImplementation((event: unknown) => {
          const answer = original(event);
          if (answer !== undefined) woken.push(`${subscriber.constructor.name}.${hook}`);
          return answer as Promise<void>;
        });
      }
    }
    const payloads = t.dataSource.getRepository(OidcPayload);
    await payloads.save(payloads.create({ kind: 'Session', id: 'watched?', payload: '{}', grantId: null, userCode: null, uid: 'u', accountId: null, browserSessionId: null, expiresAt: null, consumedAt: null }));
    await payloads.save({ kind: 'Session', id: 'watched?', consumedAt: new Date() });
    await payloads.remove(await payloads.findOneByOrFail({ kind: 'Session', id: 'watched?' }));

    expect(t.dataSource.subscribers.length).toBeGreaterThan(0);
    expect(woken).toEqual([]);
  });
});
