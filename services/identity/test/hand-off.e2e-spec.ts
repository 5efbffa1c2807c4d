import { Writable } from 'node:stream';
import pino from 'pino';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { Clock } from '../src/platform/clock';
import { HandoffToken } from '../src/site-applications/handoff/handoff-token.entity';
import { SiteApplicationCredentialsService } from '../src/site-applications/catalogue/site-application-credentials.service';
import { basicAuth, createApplication } from './support/hand-off';
import { CSRF, startTestApp, type TestAgent, type TestApp } from './support/test-app';

const INVALID_TOKEN = { statusCode: 400, code: 'INVALID_HANDOFF_TOKEN', message: 'The session token is unknown, expired or already used' };
const INVALID_CLIENT = { statusCode: 401, code: 'INVALID_CLIENT', message: 'Unknown client or wrong client secret' };

describe('hand-off: session tokens and their redemption', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' }, { logger: pino({ level: 'info' }, capture) });
  });

  afterAll(async () => {
    await t?.close();
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  async function signedIn(): Promise<{ agent: TestAgent; email: string }> {
    const user = await t.createUser({ password: 'a long enough password' });
    return { agent: await t.signIn(user.email, 'a long enough password'), email: user.email };
  }

  async function sessionToken(agent: TestAgent, clientId: string): Promise<string> {
    const response = await agent.get('/v1/users/me/session').query({ clientId }).expect(200);
    return (response.body as { token: string }).token;
  }

  describe('GET /v1/siteapplications', () => {
    it('lists the seeded applications in ordering-number order with their public fields only', async () => {
      const { agent } = await signedIn();
      const response = await agent.get('/v1/siteapplications').expect(200);
      const seeded = (response.body as { client_id: string }[]).filter((application) => application.client_id.startsWith('weather-'));

      expect(seeded.map((application) => application.client_id)).toEqual(['weather-radar', 'weather-forecast', 'weather-alerts']);
      expect(Object.keys(seeded[0]).sort()).toEqual(
        ['base_url', 'callback_url', 'client_id', 'description', 'id', 'image_url', 'name', 'oidc', 'ordering_number', 'postCallbackUrl', 'sysadmin_url', 'theme', 'webhook_url'].sort(),
      );
      expect(seeded[0]).toMatchObject({ name: 'Radar', ordering_number: 1, theme: 'primary', sysadmin_url: null, postCallbackUrl: null, base_url: 'http://localhost:4001', oidc: null });
      expect(JSON.stringify(response.body)).not.toMatch(/secret/i);
    });

    it('needs a session', async () => {
      await t.agent().get('/v1/siteapplications').expect(401);
    });
  });

  describe('GET /v1/users/me/session', () => {
    it('gives a 256-bit token, the application and a GET redirect to the callback with token and seq, uncached and without referrer', async () => {
      const { application } = await createApplication(t);
      const { agent } = await signedIn();

      const response = await agent.get('/v1/users/me/session').query({ clientId: application.clientId, seq: '42' }).expect(200);

      const body = response.body as { token: string; siteApplication: { client_id: string }; redirect: { method: string; url: string } };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.siteApplication.client_id).toBe(application.clientId);
      expect(body.redirect).toEqual({ method: 'GET', url: `http://localhost:4001/auth/callback?token=${body.token}&seq=42` });
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });

    it('goes to the base URL plus the return path when one is given', async () => {
      const { application } = await createApplication(t);
      const { agent } = await signedIn();

      const response = await agent.get('/v1/users/me/session').query({ clientId: application.clientId, return: '/forecast?day=2', seq: '7' }).expect(200);

      const body = response.body as { token: string; redirect: unknown };
      expect(body.redirect).toEqual({ method: 'GET', url: `http://localhost:4001/forecast?day=2&token=${body.token}&seq=7` });
    });

    it('posts the token and the return path to the post callback URL when the application has one', async () => {
      const { application } = await createApplication(t, { postCallbackUrl: 'http://localhost:4001/auth/post-callback' });
      const { agent } = await signedIn();

      const response = await agent.get('/v1/users/me/session').query({ clientId: application.clientId, return: '/maps', seq: '1' }).expect(200);

      const body = response.body as { token: string; redirect: unknown };
      expect(body.redirect).toEqual({ method: 'POST', url: 'http://localhost:4001/auth/post-callback', fields: { token: body.token, returnPath: '/maps' } });
    });

    it('answers 404 APPLICATION_NOT_FOUND for an unknown client id, and 401 without a session', async () => {
      const { agent } = await signedIn();
      const response = await agent.get('/v1/users/me/session').query({ clientId: 'no-such-app' }).expect(404);
      expect(response.body).toEqual({ statusCode: 404, code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
      await t.agent().get('/v1/users/me/session').query({ clientId: 'weather-radar' }).expect(401);
    });

    it('never writes the token into the request log', async () => {
      const { application } = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, application.clientId);
      await agent.get('/health/live').query({ token }).expect(200);

      const logged = lines.join('\n');
      expect(logged).toContain('token=[redacted]');
      expect(logged).not.toContain(token);
    });
  });

  describe('POST /v1/handoff/redeem', () => {
    it("trades the token once, without cookie or CSRF header, for the user and a JWT", async () => {
      const { application, credentials } = await createApplication(t);
      const { agent, email } = await signedIn();
      const token = await sessionToken(agent, application.clientId);

      const response = await t
        .agent()
        .post('/v1/handoff/redeem')
        .set('Authorization', basicAuth(credentials.client_id, credentials.client_secret))
        .send({ token })
        .expect(200);

      expect(response.headers['cache-control']).toBe('no-store');
      const body = response.body as { user: Record<string, unknown>; jwt: string; expires_in: number };
      expect(body.user).toEqual({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        email,
        first_name: 'Ada',
        last_name: 'Lovelace',
        role: 'USER',
        is_enterprise_administrator: false,
        enterprise_id: null,
        timezone: null,
      });
      expect(body.jwt.split('.')).toHaveLength(3);
      expect(body.expires_in).toBe(300);
    });

    it('refuses a second redemption and writes it to the audit log', async () => {
      const { application, credentials } = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, application.clientId);
      const redeem = () => t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token });

      await redeem().expect(200);
      const replay = await redeem().expect(400);

      expect(replay.body).toEqual(INVALID_TOKEN);
      const row = await t.dataSource.getRepository(HandoffToken).findOneByOrFail({ siteApplicationId: application.id });
      const audit = await t.dataSource.getRepository(AuditLog).findBy({ event: 'HANDOFF_REPLAYED' });
      expect(audit.map((entry) => entry.details)).toContainEqual({ clientId: application.clientId, tokenId: row.id });
    });

    it('lets exactly one of several concurrent redemptions win', async () => {
      const { application, credentials } = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, application.clientId);

      const statuses = await Promise.all(
        Array.from({ length: 5 }, () =>
          t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token }).then((response) => response.status),
        ),
      );

      expect(statuses.sort()).toEqual([200, 400, 400, 400, 400]);
    });

    it('refuses a token after its 60 seconds', async () => {
      const { application, credentials } = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, application.clientId);
      jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + 61_000));

      const response = await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token }).expect(400);

      expect(response.body).toEqual(INVALID_TOKEN);
    });

    it('refuses a wrong secret, an unknown client, missing credentials and an application whose secret was never issued', async () => {
      const { application, credentials } = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, application.clientId);
      const seededToken = await sessionToken(agent, 'weather-radar');
      const attempt = (authorization: string | null, body = { token }) => {
        const request = t.agent().post('/v1/handoff/redeem');
        return (authorization ? request.set('Authorization', authorization) : request).send(body).expect(401);
      };

      const wrongSecret = await attempt(basicAuth(credentials.client_id, `${credentials.client_secret.slice(0, -1)}x`));
      expect(wrongSecret.body).toEqual(INVALID_CLIENT);
      expect(wrongSecret.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expect((await attempt(basicAuth('no-such-client', credentials.client_secret))).body).toEqual(INVALID_CLIENT);
      expect((await attempt(null)).body).toEqual(INVALID_CLIENT);
      expect((await attempt(`Bearer ${credentials.client_secret}`)).body).toEqual(INVALID_CLIENT);
      expect((await attempt(basicAuth('weather-radar', ''), { token: seededToken })).body).toEqual(INVALID_CLIENT);

      // None of the refusals used the token up.
      await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token }).expect(200);
    });

    it("refuses another application's token, which its own application can still redeem", async () => {
      const mine = await createApplication(t);
      const other = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, mine.application.clientId);

      const response = await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(other.credentials.client_id, other.credentials.client_secret)).send({ token }).expect(400);

      expect(response.body).toEqual(INVALID_TOKEN);
      await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(mine.credentials.client_id, mine.credentials.client_secret)).send({ token }).expect(200);
    });

    it('refuses an unknown token, and a token whose browser session signed out', async () => {
      const { application, credentials } = await createApplication(t);
      const { agent } = await signedIn();
      const token = await sessionToken(agent, application.clientId);
      const auth = basicAuth(credentials.client_id, credentials.client_secret);

      await t.agent().post('/v1/handoff/redeem').set('Authorization', auth).send({ token: 'x'.repeat(43) }).expect(400);
      await agent.post('/auth/logout').set(CSRF).expect(204);
      const response = await t.agent().post('/v1/handoff/redeem').set('Authorization', auth).send({ token }).expect(400);

      expect(response.body).toEqual(INVALID_TOKEN);
    });

    it('stops working for the old client secret once the secrets are rotated', async () => {
      const { application, credentials } = await createApplication(t);
      const { agent } = await signedIn();
      const rotated = await t.app.get(SiteApplicationCredentialsService).rotate(application.clientId);
      const token = await sessionToken(agent, application.clientId);

      expect(rotated.client_secret).not.toBe(credentials.client_secret);
      await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(credentials.client_id, credentials.client_secret)).send({ token }).expect(401);
      await t.agent().post('/v1/handoff/redeem').set('Authorization', basicAuth(rotated.client_id, rotated.client_secret)).send({ token }).expect(200);
    });
  });
});
