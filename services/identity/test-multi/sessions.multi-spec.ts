import { randomUUID } from 'node:crypto';
import type { RowDataPacket } from 'mysql2/promise';
import { startWebhookReceiver, type WebhookReceiver } from '../test/support/webhook-receiver';
import { type Answer, type Cluster, call, PASSWORD, signIn, sleep, startCluster } from './support/cluster';
import { figure } from './support/figures';

const NEW_PASSWORD = 'violet tractor marmalade 1987';

describe('a session ended on one instance is refused on the other at once (Redis invalidation)', () => {
  let cluster: Cluster;

  beforeAll(async () => {
    cluster = await startCluster();
  });

  afterAll(async () => {
    await cluster?.close();
  });

  const me = (base: string, cookie: string) => call(base, 'GET', '/v1/users/me', { cookie });

  /**
   * Asks B with `cookie` right after `write` answered on A; then keeps asking until B refuses, only
   * to report how late that was. Returns B's very next answer, which the test asserts.
   */
  async function nextOnB(what: string, cookie: string, write: () => Promise<Answer>, refused: (answer: Answer) => boolean): Promise<Answer> {
    // B has the session in its cache first: a cold cache would prove nothing.
    expect((await me(cluster.b.url, cookie)).status).toBe(200);
    const written = await write();
    expect(written.status).toBeLessThan(300);
    const answered = performance.now();
    const next = await me(cluster.b.url, cookie);
    let accepted = refused(next) ? 0 : 1;
    let last = next;
    while (!refused(last) && performance.now() - answered < 10_000) {
      last = await me(cluster.b.url, cookie);
      if (!refused(last)) accepted += 1;
    }
    figure(`${what} on A → refused on B`, `${(performance.now() - answered).toFixed(1)} ms, ${accepted} requests accepted meanwhile`);
    return next;
  }
  const unauthenticated = (answer: Answer) => answer.status === 401;

  /** An enterprise made by a SYSADMIN through A, and a member of it signed in through A. */
  async function memberOfEnterprise(): Promise<{ admin: string; enterpriseId: number; member: { id: number; email: string }; session: string }> {
    const sysadmin = await cluster.createUser({ role: 'SYSADMIN' });
    const admin = await signIn(cluster.a.url, sysadmin.email);
    const made = await call(cluster.a.url, 'POST', '/v1/enterprises', { cookie: admin, body: { name: 'Bureau of Clouds' } });
    expect(made.status).toBe(201);
    const enterpriseId = (made.body as { id: number }).id;
    const member = await cluster.createUser({ enterprise_id: enterpriseId });
    return { admin, enterpriseId, member, session: await signIn(cluster.a.url, member.email) };
  }

  it('sign-out on A: the very next request on B is refused', async () => {
    const user = await cluster.createUser();
    const session = await signIn(cluster.a.url, user.email);

    const next = await nextOnB('sign-out', session, () => call(cluster.a.url, 'POST', '/auth/logout', { cookie: session }), unauthenticated);

    expect(next.status).toBe(401);
  });

  it('a user disabled on A: their session is refused on B at the very next request', async () => {
    const { admin, enterpriseId, member, session } = await memberOfEnterprise();

    const next = await nextOnB(
      'disabling',
      session,
      () => call(cluster.a.url, 'PUT', `/v1/enterprises/${enterpriseId}/users/${member.id}`, { cookie: admin, body: { disableUser: true } }),
      unauthenticated,
    );

    expect(next.status).toBe(401);
  });

  it('a force logout on A: the session is refused on B at the very next request', async () => {
    const { admin, enterpriseId, member, session } = await memberOfEnterprise();

    const next = await nextOnB(
      'force logout',
      session,
      () => call(cluster.a.url, 'PUT', `/v1/enterprises/${enterpriseId}/users/${member.id}`, { cookie: admin, body: { forceLogout: true } }),
      unauthenticated,
    );

    expect(next.status).toBe(401);
  });

  it("a password change on A: the user's other session is refused on B at the very next request", async () => {
    const user = await cluster.createUser();
    const here = await signIn(cluster.a.url, user.email);
    const elsewhere = await signIn(cluster.b.url, user.email);

    const next = await nextOnB(
      'password change',
      elsewhere,
      () => call(cluster.a.url, 'PATCH', '/v1/users/me', { cookie: here, body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } }),
      unauthenticated,
    );

    expect(next.status).toBe(401);
    expect((await me(cluster.b.url, here)).status).toBe(200);
  });

  it("the end of an impersonation on A: the impersonation's session is refused on B at the very next request", async () => {
    const sysadmin = await cluster.createUser({ role: 'SYSADMIN' });
    const target = await cluster.createUser();
    const [[row]] = await cluster.sql.query<import('mysql2/promise').RowDataPacket[]>('SELECT uuid FROM users WHERE id = ?', [target.id]);
    const own = await signIn(cluster.a.url, sysadmin.email);
    const started = await call(cluster.a.url, 'POST', '/auth/impersonate', { cookie: own, body: { user_id: target.id, uuid: row.uuid } });
    expect(started.status).toBe(200);
    const impersonation = started.cookie ?? '';
    expect((await me(cluster.b.url, impersonation)).body).toMatchObject({ email: target.email });

    const next = await nextOnB('impersonation end', impersonation, () => call(cluster.a.url, 'POST', '/auth/impersonate/end', { cookie: impersonation }), (answer) => (answer.body as { email?: string }).email !== target.email);

    expect((next.body as { email?: string }).email).not.toBe(target.email);
  });

  it('a SYSADMIN demoted (by an operator, with the set-role command): refused as SYSADMIN on B at the very next request', async () => {
    // The command is a process of its own; its write must still reach every instance at once.
    const sysadmin = await cluster.createUser({ role: 'SYSADMIN' });
    const session = await signIn(cluster.a.url, sysadmin.email);
    const asSysadmin = (answer: Answer) => (answer.body as { role?: string }).role !== 'SYSADMIN';

    const next = await nextOnB(
      'demotion',
      session,
      async () => {
        const demoted = await cluster.cli(['set-role', '--email', sysadmin.email, '--role', 'USER']);
        expect([demoted.code, demoted.stdout]).toEqual([0, expect.stringContaining('SYSADMIN -> USER')]);
        return { status: 200, body: null, cookie: null };
      },
      asSysadmin,
    );

    expect(next.body).toMatchObject({ role: 'USER' });
  });

  it('accepts on B a social sign-in started on A (one SOCIAL_STATE_SECRET)', async () => {
    const user = await cluster.createUser();
    cluster.facebook.person = { sub: `across-${user.id}`, email: user.email, email_verified: true, given_name: 'Ada', family_name: 'Lovelace' };
    const start = await fetch(`${cluster.a.url}/auth/facebook`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const state = start.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    const consent = await fetch(String(start.headers.get('location')), { redirect: 'manual' });
    const back = new URL(consent.headers.get('location') ?? '');

    const page = await fetch(`${cluster.b.url}${back.pathname}${back.search}`, { headers: { Cookie: state }, redirect: 'manual' });

    expect(page.status).toBe(200);
    const html = await page.text();
    expect(JSON.parse(/postMessage\((\{.*?\}), /.exec(html)?.[1] ?? '{}')).toMatchObject({ ok: true, provider: 'facebook' });
    const session = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
    expect((await me(cluster.a.url, session)).body).toMatchObject({ email: user.email });
  });

  /** A site application whose webhook goes to `receiver`, made by a SYSADMIN through A; the admin's session. */
  async function applicationWithWebhook(receiver: WebhookReceiver): Promise<void> {
    const sysadmin = await cluster.createUser({ role: 'SYSADMIN' });
    const admin = await signIn(cluster.a.url, sysadmin.email);
    const base = 'http://127.0.0.1:4011';
    const made = await call(cluster.a.url, 'POST', '/v1/siteapplications', {
      cookie: admin,
      body: {
        client_id: `multi-${randomUUID().slice(0, 8)}`,
        name: 'Multi-instance receiver',
        description: 'Receives the webhooks of the multi-instance suite',
        image_url: `${base}/logo.svg`,
        base_url: base,
        callback_url: `${base}/auth/callback`,
        webhook_url: receiver.url,
        sysadmin_url: `${base}/admin`,
        ordering_number: 2,
      },
    });
    expect(made.status).toBe(201);
  }

  /** Signs a new user in on B and out again: the sign-out is an event every application is told by webhook. */
  async function signOutEvent(): Promise<void> {
    const user = await cluster.createUser();
    const session = await signIn(cluster.b.url, user.email);
    expect((await call(cluster.b.url, 'POST', '/auth/logout', { cookie: session })).status).toBe(204);
  }

  it('redelivers within 30 s a webhook whose sending was cut by kill -9 of both instances', async () => {
    const receiver = await startWebhookReceiver('never');
    try {
      await applicationWithWebhook(receiver);
      await signOutEvent();

      // An instance is sending it (the receiver holds the request): both die mid-send.
      const first = await receiver.take();
      const cut = performance.now();
      await Promise.all([cluster.a.kill('SIGKILL'), cluster.b.kill('SIGKILL')]);
      receiver.answer = { status: 200, body: { received: true } };
      await Promise.all([cluster.a.start(), cluster.b.start()]);

      const again = await Promise.race([receiver.take(), sleep(30_000).then(() => null)]);
      expect(again).not.toBeNull();
      figure('webhook delivery cut by kill -9 of both instances → sent again', `${((performance.now() - cut) / 1000).toFixed(1)} s (restart of both included)`);
      expect(again?.rawBody).toBe(first.rawBody);
    } finally {
      await receiver.close();
    }
  });

  it('SIGTERM while a webhook is being sent: the instance waits for the answer, records the delivery and exits 0; it is not sent again', async () => {
    const receiver = await startWebhookReceiver({ status: 200, body: { received: true }, delayMs: 3_000 });
    try {
      await applicationWithWebhook(receiver);
      await signOutEvent();

      const first = await receiver.take();
      const signalled = performance.now();
      await Promise.all([cluster.a.kill('SIGTERM'), cluster.b.kill('SIGTERM')]);
      const drained = performance.now() - signalled;
      figure('SIGTERM with a webhook answer 3 s away → both instances exited', `${(drained / 1000).toFixed(1)} s (SHUTDOWN_GRACE 10 s)`);
      expect([cluster.a.exitCode, cluster.b.exitCode]).toEqual([0, 0]);
      // The answer came 3 s after the request reached the receiver: the sender waited for it.
      expect(drained).toBeGreaterThan(2_000);

      const [rows] = await cluster.sql.query<RowDataPacket[]>('SELECT delivered_at, lease_owner FROM webhook_deliveries WHERE delivery_id = ?', [first.headers['x-weather-delivery']]);
      expect(rows).toHaveLength(1);
      expect(rows[0].delivered_at).not.toBeNull();
      expect(rows[0].lease_owner).toBeNull();

      await Promise.all([cluster.a.start(), cluster.b.start()]);
      await sleep(2_000);
      expect(receiver.received.filter((request) => request.headers['x-weather-delivery'] === first.headers['x-weather-delivery'])).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });
});
