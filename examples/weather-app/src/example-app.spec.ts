import { ExampleApp } from './example-app';
import { HandoffError, type HandoffClient, type RedeemedSignIn } from './handoff-client';
import { signatureHeader } from './webhook-signature';

const webhookSecret = 'radar-webhook-secret';
const ada = { id: 7, uuid: 'uuid-ada', email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', role: 'USER', is_enterprise_administrator: false, enterprise_id: null, timezone: null };

/** An identity service that knows one single-use token per call of `issue`. */
class FakeHandoff implements HandoffClient {
  private readonly tokens = new Map<string, RedeemedSignIn>();
  readonly redeemed: string[] = [];

  issue(token: string, user = ada): string {
    this.tokens.set(token, { user, claims: { sub: user.uuid, email: user.email, exp: 0 } });
    return token;
  }

  async redeem(token: string): Promise<RedeemedSignIn> {
    this.redeemed.push(token);
    const answer = this.tokens.get(token);
    this.tokens.delete(token);
    if (!answer) throw new HandoffError('The identity service refused the token (400 INVALID_HANDOFF_TOKEN)');
    return answer;
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
  const header = response.headers.get('set-cookie') ?? '';
  expect(header).toMatch(/^weather-radar_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
  return header.split(';')[0];
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
      const response = await get(`/auth/callback?token=${handoff.issue('t1')}&seq=4`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
      const cookie = sessionCookie(response);
      expect(handoff.redeemed).toEqual(['t1']);

      const page = await (await get('/', cookie)).text();
      expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
      expect(page).toContain('<dd data-testid="path">/</dd>');
      expect(page).toContain('<dd data-testid="seq">4</dd>');
    });

    it('takes the token on the return path and goes on to that path without the token', async () => {
      const response = await get(`/radar/sydney?zoom=3&token=${handoff.issue('t2')}&seq=9`);
      expect(response.headers.get('location')).toBe('/radar/sydney?zoom=3&seq=9');
      const page = await (await get('/radar/sydney?zoom=3&seq=9', sessionCookie(response))).text();
      expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
      expect(page).toContain('<dd data-testid="path">/radar/sydney</dd>');
    });

    it('refuses a token the identity service does not redeem, and opens no session', async () => {
      const response = await get('/auth/callback?token=unknown');
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(await response.text()).toContain('Sign-in failed: The identity service refused the token (400 INVALID_HANDOFF_TOKEN)');
    });

    it('does not accept the same token twice', async () => {
      const token = handoff.issue('t3');
      expect((await get(`/auth/callback?token=${token}`)).status).toBe(303);
      expect((await get(`/auth/callback?token=${token}`)).status).toBe(401);
    });

    it('shows a visitor a sign-in link to the portal with its client id and the path', async () => {
      const page = await (await get('/radar')).text();
      expect(page).toContain('You are not signed in.');
      expect(page).toContain('href="http://portal.test/login?clientId=weather-radar&#38;return=%2Fradar"');
    });

    it('ignores a session cookie it did not issue', async () => {
      const page = await (await get('/', 'weather-radar_session=forged')).text();
      expect(page).toContain('You are not signed in.');
    });
  });

  describe('POST callback', () => {
    const post = (fields: Record<string, string>) =>
      fetch(`${base}/auth/callback`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });

    it('redeems the posted token and goes to the posted return path', async () => {
      const response = await post({ token: handoff.issue('p1'), returnPath: '/alerts/today' });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/alerts/today');
      const page = await (await get('/alerts/today', sessionCookie(response))).text();
      expect(page).toContain('Signed in as <strong>ada@example.com</strong>');
      expect(page).toContain('<dd data-testid="path">/alerts/today</dd>');
    });

    it('goes home without a return path', async () => {
      const response = await post({ token: handoff.issue('p2') });
      expect(response.headers.get('location')).toBe('/');
    });

    it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%0d%0aSet-Cookie:x'])(
      'never sends the person off the application for the return path %s',
      async (returnPath) => {
        const response = await post({ token: handoff.issue(`p-${returnPath}`), returnPath });
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
      const cookie = sessionCookie(await get(`/auth/callback?token=${handoff.issue('w1')}`));
      expect(await (await get('/', cookie)).text()).toContain('Signed in as');
      expect((await signedPost({ type: 'user.logged_out', occurred_at: '2026-01-01T00:00:00Z', user: ada })).status).toBe(200);
      expect(await (await get('/', cookie)).text()).toContain('You are not signed in.');
    });
  });

  it('serves its logo', async () => {
    const response = await get('/logo.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toContain('<svg');
  });
});
