import { get as httpGet } from 'node:http';
import { WebhookWorker } from '../src/site-applications/webhooks/webhook-worker.service';
import { MetricsListener } from '../src/platform/metrics/metrics-listener';
import { basicAuth, createApplication } from './support/hand-off';
import { freePort } from './support/processes';
import { deltas, Scrape } from './support/prometheus-text';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

const TOKEN = 'metrics-token-of-the-e2e-tests';
const PASSWORD = 'correct horse battery staple';
const ENGINE = process.env.TEST_DATABASE_URL ? 'mysql' : 'sqlite';
const HTTP = 'weather_identity_http_request_duration_seconds_count';

/** GET on a plain node:http port (the METRICS_PORT listener), with no agent of supertest's. */
function plainGet(port: number, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }));
    }).on('error', reject);
  });
}

describe(`metrics (Prometheus) on ${ENGINE}`, () => {
  describe('GET /metrics on the API port with METRICS_TOKEN', () => {
    let t: TestApp;
    let receiver: WebhookReceiver;

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      // Two checks per account and address, so that three wrong passwords at once lock the third out;
      // the worker never runs on its own (the test drives it), every request names its address.
      // One mail per recipient and window, so that of two codes asked at once the second is refused.
      t = await startTestApp({ METRICS_TOKEN: TOKEN, LOGIN_MAX_FAILURES_PER_ACCOUNT: '2', WEBHOOK_POLL_INTERVAL: '1h', TRUST_PROXY: '1', MAIL_MAX_PER_RECIPIENT: '1' });
    });

    afterAll(async () => {
      await t?.close();
      await receiver?.close();
    });

    async function scrape(): Promise<Scrape> {
      const response = await t.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      return new Scrape(response.text);
    }

    const login = (address: string, email: string, password: string) => t.agent().post('/auth/login').set(CSRF).set('X-Forwarded-For', address).send({ email, password });

    it('moves by exactly the scripted sequence: 3 sign-ins, 2 failures, 1 lock, 1 hand-off, 1 webhook', async () => {
      const { application, credentials } = await createApplication(t, { webhookUrl: receiver.url });
      const ada = await t.createUser({ password: PASSWORD });
      const grace = await t.createUser({ password: PASSWORD });
      const before = await scrape();

      // 3 successful sign-ins.
      const agents: TestAgent[] = [];
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) {
        const agent = t.agent();
        await agent.post('/auth/login').set(CSRF).set('X-Forwarded-For', address).send({ email: ada.email, password: PASSWORD }).expect(200);
        agents.push(agent);
      }
      // 3 wrong passwords at the same moment from one address: the brake checks 2 and locks the third out.
      const wrong = await Promise.all(['wrong one', 'wrong two', 'wrong three'].map((password) => login('198.51.100.7', grace.email, password)));
      expect(wrong.map((response) => response.status)).toEqual([401, 401, 401]);
      // 1 hand-off, issued and redeemed.
      const issued = await agents[0].get('/v1/users/me/session').query({ clientId: application.clientId }).expect(200);
      await t
        .agent()
        .post('/v1/handoff/redeem')
        .set('Authorization', basicAuth(credentials.client_id, credentials.client_secret))
        .send({ token: (issued.body as { token: string }).token })
        .expect(200);
      // 1 webhook: a profile change puts user.updated in the outbox for the one application with a secret.
      await agents[1].put('/v1/users/me').set(CSRF).send({ first_name: 'Ada', last_name: 'Byron' }).expect(200);
      const queued = await scrape();
      expect(await t.app.get(WebhookWorker).runOnce()).toEqual({ delivered: 1, failed: 0 });
      expect((await receiver.take()).headers['x-weather-event']).toBe('user.updated');
      const after = await scrape();

      expect(
        deltas(before, after, {
          signedIn: ['weather_identity_sign_ins_total', { method: 'password', result: 'succeeded' }],
          failed: ['weather_identity_sign_ins_total', { method: 'password', result: 'failed' }],
          throttled: ['weather_identity_sign_ins_total', { method: 'password', result: 'throttled' }],
          otherSignIns: ['weather_identity_sign_ins_total', { method: 'code' }],
          brakeLocks: ['weather_identity_brake_locks_total', { kind: 'password' }],
          handoffIssued: ['weather_identity_handoff_tokens_issued_total'],
          handoffRedeemed: ['weather_identity_handoff_redemptions_total', { result: 'redeemed' }],
          handoffRefused: ['weather_identity_handoff_redemptions_total', { result: 'refused' }],
          webhooksDelivered: ['weather_identity_webhook_deliveries_total', { result: 'delivered' }],
          webhooksFailed: ['weather_identity_webhook_deliveries_total', { result: 'failed' }],
          loginsAnswered200: [HTTP, { route: '/auth/login', method: 'POST', status: '200' }],
          loginsAnswered401: [HTTP, { route: '/auth/login', method: 'POST', status: '401' }],
          handoffsAnswered: [HTTP, { route: '/v1/users/me/session', method: 'GET', status: '200' }],
        }),
      ).toEqual({
        signedIn: 3,
        failed: 2,
        throttled: 1,
        otherSignIns: 0,
        brakeLocks: 1,
        handoffIssued: 1,
        handoffRedeemed: 1,
        handoffRefused: 0,
        webhooksDelivered: 1,
        webhooksFailed: 0,
        loginsAnswered200: 3,
        loginsAnswered401: 3,
        handoffsAnswered: 1,
      });
      // The outbox held the one delivery until the worker sent it.
      expect(queued.value('weather_identity_webhook_outbox_pending')).toBe(before.value('weather_identity_webhook_outbox_pending') + 1);
      expect(queued.value('weather_identity_webhook_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
      expect(after.value('weather_identity_webhook_outbox_pending')).toBe(before.value('weather_identity_webhook_outbox_pending'));
    });

    it('labels requests by route template, never by raw path, and puts unmatched paths in one series', async () => {
      const agent = await t.signIn((await t.createUser({ password: PASSWORD })).email, PASSWORD);
      const before = await scrape();
      await agent.get('/v1/users/me').expect(200);
      await t.agent().get('/v1/users/me').expect(401);
      await t.agent().get('/no/such/path/4711').expect(404);
      await t.agent().get('/no/such/path/4712').expect(404);
      const after = await scrape();

      expect(
        deltas(before, after, {
          me200: [HTTP, { route: '/v1/users/me', method: 'GET', status: '200' }],
          me401: [HTTP, { route: '/v1/users/me', method: 'GET', status: '401' }],
          unmatched: [HTTP, { route: 'unmatched', method: 'GET', status: '404' }],
        }),
      ).toEqual({ me200: 1, me401: 1, unmatched: 2 });
      // No label holds a raw path (a sample's value may hold the digits: a heap of 655547112 bytes once did).
      expect(after.text).not.toContain('/no/such/path');
      // A histogram: buckets up to +Inf that hold every request, and the sum of their durations.
      const buckets = after.series('weather_identity_http_request_duration_seconds_bucket', { route: '/v1/users/me', method: 'GET', status: '200' });
      expect(buckets.length).toBeGreaterThan(5);
      expect(buckets.find((bucket) => bucket.labels.le === '+Inf')?.value).toBe(after.value(HTTP, { route: '/v1/users/me', method: 'GET', status: '200' }));
      expect(after.value('weather_identity_http_request_duration_seconds_sum', { route: '/v1/users/me', method: 'GET', status: '200' })).toBeGreaterThan(0);
    });

    it('times authorization checks per application and counts failed statements', async () => {
      const { application } = await createApplication(t, { webhookUrl: receiver.url });
      const agent = await t.signIn((await t.createUser({ password: PASSWORD })).email, PASSWORD);
      const before = await scrape();
      await agent.get(`/v1/users/me/authorization/${application.clientId}`).expect(200);
      await receiver.take();
      await expect(t.dataSource.query('SELECT no_such_column FROM no_such_table')).rejects.toThrow();
      const after = await scrape();

      expect(
        deltas(before, after, {
          allowed: ['weather_identity_authorization_check_duration_seconds_count', { client_id: application.clientId, verdict: 'allowed' }],
          queryErrors: ['weather_identity_database_query_errors_total'],
        }),
      ).toEqual({ allowed: 1, queryErrors: 1 });
    });

    it('counts codes and mails sent and refused by the recipient limit', async () => {
      // An unverified account's right password mails a sign-in code; two at once: the limit lets one mail through.
      const unverified = await t.createUser({ password: PASSWORD, isVerified: false });
      const before = await scrape();
      const answers = await Promise.all(['192.0.2.50', '192.0.2.51'].map((address) => login(address, unverified.email, PASSWORD)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const after = await scrape();

      expect(
        deltas(before, after, {
          codesSent: ['weather_identity_magic_codes_total', { result: 'sent' }],
          codesRefused: ['weather_identity_magic_codes_total', { result: 'refused' }],
          mailsSent: ['weather_identity_mails_total', { kind: 'magic_code', result: 'sent' }],
          mailsLimited: ['weather_identity_mails_total', { kind: 'magic_code', result: 'limited' }],
          mailsFailed: ['weather_identity_mails_total', { result: 'failed' }],
          signedIn: ['weather_identity_sign_ins_total', { result: 'succeeded' }],
        }),
      ).toEqual({ codesSent: 1, codesRefused: 1, mailsSent: 1, mailsLimited: 1, mailsFailed: 0, signedIn: 0 });
    });

    it('shows the process, event loop and pool metrics beside its own', async () => {
      const scraped = await scrape();
      for (const name of ['process_cpu_user_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
        expect(scraped.has(name)).toBe(true);
      }
      // MariaDB/MySQL has a pool; the embedded SQLite has one connection and no pool metrics.
      expect(scraped.has('weather_identity_database_pool_connections')).toBe(ENGINE === 'mysql');
      if (ENGINE === 'mysql') expect(scraped.value('weather_identity_database_pool_max_connections')).toBeGreaterThan(0);
      // No REDIS_URL: no Redis metric.
      expect(scraped.has('weather_identity_redis_up')).toBe(false);
    });

    it('refuses a scrape without the token, with a wrong one, or with another scheme: 401 and a Bearer challenge', async () => {
      const refusals = await Promise.all([
        t.agent().get('/metrics'),
        t.agent().get('/metrics').set('Authorization', 'Bearer not-the-metrics-token-at-all'),
        t.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`),
        t.agent().get('/metrics').set('Authorization', `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`),
        t.agent().get('/metrics').set('Authorization', TOKEN),
      ]);
      for (const refusal of refusals) {
        expect(refusal.status).toBe(401);
        expect(refusal.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(refusal.body).toEqual({ statusCode: 401, code: 'UNAUTHENTICATED', message: 'Please sign in' });
        expect(refusal.text).not.toContain('weather_identity_');
      }
    });
  });

  describe('METRICS_PORT without METRICS_TOKEN', () => {
    it('serves GET /metrics on its own port without a token, 404 on the API port, and closes with the app', async () => {
      const port = await freePort();
      const t = await startTestApp({ METRICS_PORT: String(port) });
      let closed = false;
      try {
        expect(t.app.get(MetricsListener).listeningPort).toBe(port);
        const user = await t.createUser({ password: PASSWORD });
        await t.signIn(user.email, PASSWORD);

        const scraped = await plainGet(port, '/metrics');
        expect(scraped.status).toBe(200);
        expect(scraped.type).toBe('text/plain; version=0.0.4; charset=utf-8');
        expect(new Scrape(scraped.body).value('weather_identity_sign_ins_total', { method: 'password', result: 'succeeded' })).toBe(1);
        expect((await plainGet(port, '/other')).status).toBe(404);

        const onApiPort = await t.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
        expect(onApiPort.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });

        await t.close();
        closed = true;
        await expect(plainGet(port, '/metrics')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      } finally {
        if (!closed) await t.close();
      }
    });
  });

  describe('metrics off (neither METRICS_PORT nor METRICS_TOKEN)', () => {
    it('answers 404 at GET /metrics', async () => {
      const t = await startTestApp();
      try {
        const response = await t.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
      } finally {
        await t.close();
      }
    });
  });

  describe('with REDIS_URL', () => {
    it('tells whether Redis answers', async () => {
      const t = await startTestApp({ METRICS_TOKEN: TOKEN, REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `metrics-e2e-${process.pid}:` });
      try {
        const response = await t.agent().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
        expect(new Scrape(response.text).value('weather_identity_redis_up')).toBe(1);
      } finally {
        await t.close();
      }
    });
  });
});
