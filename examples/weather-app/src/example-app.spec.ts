import { ExampleApp } from './example-app';
import { HandoffError, type HandoffClient, type RedeemedSignIn } from './handoff-client';
import { signatureHeader } from './webhook-signature';

const webhookSecret = 'radar-webhook-secret';
const ada = { id: 7, uuid: 'uuid-ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'USER', is_enterprise_administrator: false, enterprise_id: null, timezone: null };

/** An identity service that knows one single-use token per call of `issue`, minted with a state or none. */
class FakeHandoff implements HandoffClient {
  private readonly tokens = new Map<string, RedeemedSignIn & { state: string | undefined }>();
  readonly redeemed: string[] = [];
  readonly statesSent: Array<string | undefined> = [];

  issue(token: string, user = ada, state?: string): string {
    this.tokens.set(token, { user, claims: { sub: user.uuid, email: user.email, exp: 0 }, state });
    return token;
  }

  async redeem(token: string, state?: string): Promise<RedeemedSignIn> {
    this.redeemed.push(token);
    this.statesSent.push(state);
    const answer = this.tokens.get(token);
    if (answer && answer.state !== state) throw new HandoffError('The identity service refused the token (400 HANDOFF_STATE_MISMATCH)');
    this.tokens.delete(token);
    if (!answer) throw new HandoffError('The identity service refused the token (400 INVALID_HANDOFF_TOKEN)');
    return { user: answer.user, claims: answer.claims };
  }
}

let sut: ExampleApp;
let handoff: FakeHandoff;
let base: string;

beforeEach(async () => {
  handoff = new FakeHandoff();
  sut = new ExampleApp({ clientId: 'weather-radar', webhookSecret, authorizationMode: 'allow', handoff, portalUrl: 'http://portal.test' });
  base = `http://127.0.0.1:${await sut.listen(0)}`;
});

afterEach(() => sut.close());

const get = (path: string, cookie?: string) => fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

function sessionCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith('weather-radar_session=')) ?? '';
  expect(header).toMatch(/^weather-radar_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
  return header.split(';')[0];
}

/** The application's own sign-in link: the state it keeps in the cookie and sends to the portal. */
async function startSignIn(path = '/auth/sign-in?return=%2F'): Promise<{ state: string; cookie: string; portal: URL }> {
  const response = await get(path);
  expect(response.status).toBe(303);
  const portal = new URL(response.headers.get('location') ?? '');
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('weather-radar_handoff_state=')) ?? '';
  return { state: portal.searchParams.get('state') ?? '', cookie: cookie.split(';')[0], portal };
}

/** A bound hand-off: the sign-in link, then the token the portal brings back with the state. */
async function boundCallback(token: string, path = '/auth/callback', extra = ''): Promise<Response> {
  const { state, cookie } = await startSignIn();
  handoff.issue(token, ada, state);
  const separator = path.includes('?') ? '&' : '?';
  return get(`${path}${separator}token=${token}${extra}&state=${state}`, cookie);
}

function signedPost(body: unknown, options: { event?: string; secret?: string; time?: number } = {}) {
  const raw = JSON.stringify(body);
  const time = options.time ?? Math.floor(Date.now() / 1000);
  return fetch(`${base}/webhooks/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-weather-event': options.event ?? (body as { type: string }).type,
      'x-weather-delivery': 'delivery-1',
      'x-weather-signature': signatureHeader(options.secret ?? webhookSecret, time, raw),
    },
    body: raw,
  });
}

describe(ExampleApp.name, () => {
  describe('GET callback', () => {
    it('redeems the token of the callback URL, opens its own session and shows who is signed in', async () => {
      const response = await boundCallback('t1', '/auth/callback', '&seq=4');
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      const cookie = sessionCookie(response);
      expect(handoff.redeemed).toEqual(['t1']);

      const page = await (await get('/', cookie)).text();
      expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
      expect(page).toContain('<dd data-testid="path">/</dd>');
      expect(page).toContain('<dd data-testid="seq">4</dd>');
    });

    it('takes the token on the return path and goes on to that path without the token or the state', async () => {
      const response = await boundCallback('t2', '/radar/sydney?zoom=3', '&seq=9');
      expect(response.headers.get('location')).toBe('/radar/sydney?zoom=3&seq=9');
      const page = await (await get('/radar/sydney?zoom=3&seq=9', sessionCookie(response))).text();
      expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
      expect(page).toContain('<dd data-testid="path">/radar/sydney</dd>');
    });

    it('refuses a token the identity service does not redeem, and opens no session', async () => {
      const { state, cookie } = await startSignIn();
      const response = await get(`/auth/callback?token=unknown&state=${state}`, cookie);
      expect(response.status).toBe(401);
      expect(response.headers.getSetCookie().filter((value) => value.startsWith('weather-radar_session='))).toEqual([]);
      expect(await response.text()).toContain('Sign-in failed: The identity service refused the token (400 INVALID_HANDOFF_TOKEN)');
    });

    it('does not accept the same token twice', async () => {
      const { state, cookie } = await startSignIn();
      const token = handoff.issue('t3', ada, state);
      expect((await get(`/auth/callback?token=${token}&state=${state}`, cookie)).status).toBe(303);
      expect((await get(`/auth/callback?token=${token}&state=${state}`, cookie)).status).toBe(401);
    });

    it("shows a visitor a sign-in link to the application's own sign-in with the path", async () => {
      const page = await (await get('/radar')).text();
      expect(page).toContain('You are not signed in.');
      expect(page).toContain('href="/auth/sign-in?return=%2Fradar"');
    });

    it('ignores a session cookie it did not issue', async () => {
      const page = await (await get('/', 'weather-radar_session=forged')).text();
      expect(page).toContain('You are not signed in.');
    });
  });

  describe('POST callback', () => {
    const postWith = (fields: Record<string, string>, cookie?: string) =>
      fetch(`${base}/auth/callback`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(fields).toString(),
      });
    /** A bound POST: the token minted for the state of this browser's sign-in, posted with it. */
    const post = async (fields: Record<string, string>) => {
      const { state, cookie } = await startSignIn();
      if (fields.token) handoff.issue(fields.token, ada, state);
      return postWith({ ...fields, state }, cookie);
    };

    it('redeems the posted token and goes to the posted return path', async () => {
      const response = await post({ token: 'p1', returnPath: '/alerts/today' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/alerts/today');
      const page = await (await get('/alerts/today', sessionCookie(response))).text();
      expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
      expect(page).toContain('<dd data-testid="path">/alerts/today</dd>');
    });

    it('goes home without a return path', async () => {
      const response = await post({ token: 'p2' });
      expect(response.headers.get('location')).toBe('/');
    });

    it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%0d%0aSet-Cookie:x'])(
      'never sends the person off the application for the return path %s',
      async (returnPath) => {
        const response = await post({ token: `p-${returnPath}`, returnPath });
        const location = response.headers.get('location') ?? '';
        expect(new URL(location, base).origin).toBe(base);
        expect(location.startsWith('/')).toBe(true);
        expect(location).not.toMatch(/[\r\n]/);
      },
    );

    it('refuses a form without a token', async () => {
      const response = await post({ returnPath: '/' });
      expect(response.status).toBe(400);
      expect(handoff.redeemed).toEqual([]);
    });

    it("refuses a posted token whose state is not this browser's, and sends one without a state back through its sign-in", async () => {
      const planted = await postWith({ token: handoff.issue('p3', ada, 'attackers-own-state-0123456789'), returnPath: '/alerts', state: 'attackers-own-state-0123456789' });
      expect(planted.status).toBe(403);
      const unsolicited = await postWith({ token: handoff.issue('p4'), returnPath: '/alerts' });
      expect(unsolicited.status).toBe(303);
      expect(unsolicited.headers.get('location')).toBe('/auth/sign-in?return=%2Falerts');
      expect(handoff.redeemed).toEqual([]);
    });
  });

  describe('hand-off state (login CSRF)', () => {
    it('its sign-in link keeps a fresh random state in a cookie and sends it to the portal with the client id and the path', async () => {
      const first = await startSignIn('/auth/sign-in?return=%2Fradar%3Fday%3D2&seq=5');
      const second = await startSignIn('/auth/sign-in?return=%2Fradar');

      expect(first.state).toMatch(/^[\w-]{43}$/);
      expect(second.state).not.toBe(first.state);
      expect(first.cookie).toBe(`weather-radar_handoff_state=${first.state}`);
      expect(`${first.portal.origin}${first.portal.pathname}`).toBe('http://portal.test/login');
      expect(Object.fromEntries(first.portal.searchParams)).toEqual({ clientId: 'weather-radar', return: '/radar?day=2', seq: '5', state: first.state });
      const header = (await get('/auth/sign-in?return=%2F')).headers.getSetCookie()[0];
      expect(header).toMatch(/^weather-radar_handoff_state=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=600$/);
    });

    it("refuses a token minted for someone else's state (a link an attacker sent): nothing redeemed, nobody signed in", async () => {
      // The attacker's own sign-in: a token for the attacker's account and the attacker's state.
      const attacker = { ...ada, email: 'mallory@example.com', uuid: 'uuid-mallory' };
      const attackerState = 'mallory-state-0123456789abcdef';
      const token = handoff.issue('planted', attacker, attackerState);

      // The victim's browser, with no sign-in under way, and with one of its own under way.
      const { cookie } = await startSignIn();
      for (const victimCookie of [undefined, cookie]) {
        const response = await get(`/auth/callback?token=${token}&state=${attackerState}`, victimCookie);
        expect(response.status).toBe(403);
        expect(response.headers.getSetCookie().filter((value) => value.startsWith('weather-radar_session='))).toEqual([]);
        const page = await response.text();
        expect(page).toContain('Sign-in refused: this sign-in was not started in this browser, so you have not been signed in.');
        expect(page).toContain('href="/auth/sign-in?return=%2F"');
      }
      expect(handoff.redeemed).toEqual([]);
    });

    it('redeems with the state and spends the state cookie', async () => {
      const response = await boundCallback('bound');

      expect(response.status).toBe(303);
      expect(handoff.statesSent).toEqual([expect.stringMatching(/^[\w-]{43}$/)]);
      expect(response.headers.getSetCookie()).toContain('weather-radar_handoff_state=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    });

    it('sends an unsolicited token (a launch from the launcher, or a planted one without its state) back through its own sign-in, unredeemed', async () => {
      const response = await get(`/radar/sydney?zoom=3&token=${handoff.issue('launched')}&seq=9`);

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/auth/sign-in?return=%2Fradar%2Fsydney%3Fzoom%3D3&seq=9');
      expect(handoff.redeemed).toEqual([]);
      expect(response.headers.getSetCookie()).toEqual(['weather-radar_handoff_bounce=1; Path=/; HttpOnly; SameSite=Lax; Max-Age=60']);
    });

    it('bounces once: a second unsolicited token right after a bounce is refused, not bounced again', async () => {
      const bounced = await get(`/auth/callback?token=${handoff.issue('u1')}`);
      const bounceCookie = bounced.headers.getSetCookie()[0].split(';')[0];

      const again = await get(`/auth/callback?token=${handoff.issue('u2')}`, bounceCookie);

      expect(again.status).toBe(403);
      expect(await again.text()).toContain('Sign-in refused');
      expect(handoff.redeemed).toEqual([]);
    });

    it('refuses an unsolicited token without a portal to bounce through', async () => {
      const alone = new ExampleApp({ clientId: 'weather-radar', webhookSecret, authorizationMode: 'allow', handoff, portalUrl: null });
      const url = `http://127.0.0.1:${await alone.listen(0)}`;
      try {
        const response = await fetch(`${url}/auth/callback?token=${handoff.issue('u3')}`, { redirect: 'manual' });
        expect(response.status).toBe(403);
        expect(handoff.redeemed).toEqual([]);
      } finally {
        await alone.close();
      }
    });
  });

  describe('signed requests', () => {
    const check = { type: 'authorization.check', user: ada };

    it('answers an authorization check per its mode, switchable at run time', async () => {
      expect((await signedPost(check)).status).toBe(200);
      for (const [mode, status] of [['deny', 403], ['down', 503], ['allow', 200]] as const) {
        const switched = await fetch(`${base}/test/authorization-mode`, { method: 'POST', body: JSON.stringify({ mode }) });
        expect(await switched.json()).toEqual({ mode });
        expect((await signedPost(check)).status).toBe(status);
      }
    });

    it('says isSysAdmin for a system administrator only', async () => {
      expect(await (await signedPost(check)).json()).toEqual({ isSysAdmin: false });
      expect(await (await signedPost({ ...check, user: { ...ada, role: 'SYSADMIN' } })).json()).toEqual({ isSysAdmin: true });
    });

    it('leaves an authorization check unanswered in silent mode', async () => {
      sut.authorizationMode = 'silent';
      let settled = false;
      const answer = signedPost(check).then(
        () => 'answered',
        () => 'ended unanswered',
      );
      void answer.finally(() => (settled = true));
      // The check has arrived and been handled once it is recorded; it must still be open then.
      while (sut.events.list().length === 0) await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(settled).toBe(false);
      await sut.close();
      expect(await answer).toBe('ended unanswered');
    });

    it('refuses an unknown mode', async () => {
      const response = await fetch(`${base}/test/authorization-mode`, { method: 'POST', body: JSON.stringify({ mode: 'maybe' }) });
      expect(response.status).toBe(400);
      expect(sut.authorizationMode).toBe('allow');
    });

    it('records the events it accepts, for GET /test/events', async () => {
      expect((await signedPost({ type: 'user.updated', occurred_at: '2026-01-01T00:00:00Z', user: ada })).status).toBe(200);
      const events = (await (await fetch(`${base}/test/events`)).json()) as Array<{ type: string; delivery: string; body: unknown }>;
      expect(events).toEqual([expect.objectContaining({ type: 'user.updated', delivery: 'delivery-1', body: expect.objectContaining({ user: ada }) })]);
    });

    it('refuses and does not record a request signed with another secret or too long ago', async () => {
      expect((await signedPost(check, { secret: 'not the secret' })).status).toBe(401);
      expect((await signedPost(check, { time: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
      const unsigned = await fetch(`${base}/webhooks/identity`, { method: 'POST', body: JSON.stringify(check) });
      expect(unsigned.status).toBe(401);
      expect(sut.events.list()).toEqual([]);
    });

    it('ends the application session of a user who logged out of the identity service', async () => {
      const cookie = sessionCookie(await boundCallback('w1'));
      expect(await (await get('/', cookie)).text()).toContain('Signed in as');
      expect((await signedPost({ type: 'user.logged_out', occurred_at: '2026-01-01T00:00:00Z', user: ada })).status).toBe(200);
      expect(await (await get('/', cookie)).text()).toContain('You are not signed in.');
    });
  });

  describe('embedded sign-up (ADR 1006)', () => {
    it('keeps a fresh state in a partitioned cookie and goes on to the portal\'s /embeddedregister with it', async () => {
      const response = await get('/embedded-sign-up');
      expect(response.status).toBe(303);
      const portal = new URL(response.headers.get('location') ?? '');
      expect(`${portal.origin}${portal.pathname}`).toBe('http://portal.test/embeddedregister');
      expect(portal.searchParams.get('clientId')).toBe('weather-radar');
      const state = portal.searchParams.get('state') ?? '';
      expect(state).toMatch(/^[\w-]{43}$/);
      expect(response.headers.getSetCookie()).toEqual([`weather-radar_handoff_state=${state}; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=600`]);
    });

    it('inside a frame, redeems the bound token and keeps its session in a partitioned cookie', async () => {
      const started = await get('/embedded-sign-up');
      const state = new URL(started.headers.get('location') ?? '').searchParams.get('state') ?? '';
      handoff.issue('framed', ada, state);
      const response = await fetch(`${base}/auth/callback?token=framed&state=${state}`, {
        redirect: 'manual',
        headers: { cookie: `weather-radar_handoff_state=${state}`, 'sec-fetch-dest': 'iframe' },
      });
      expect(response.status).toBe(303);
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('weather-radar_session=')) ?? '';
      expect(session).toMatch(/^weather-radar_session=[\w-]+; Path=\/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=28800$/);
      expect(response.headers.getSetCookie()).toContain('weather-radar_handoff_state=; Path=/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=0');
      expect(await (await get('/', session.split(';')[0])).text()).toContain('Signed in as <strong>ada@example.com</strong>');
    });
  });

  it('serves its logo', async () => {
    const response = await get('/logo.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});
