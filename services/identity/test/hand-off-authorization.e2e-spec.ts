import { verifySignatureHeader } from '../src/site-applications/webhooks/webhook-signature';
import { createApplication } from './support/hand-off';
import { freePort } from './support/processes';
import { startTestApp, type TestAgent, type TestApp } from './support/test-app';
import { type ReceiverAnswer, startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/** GET /v1/users/me/authorization/{clientId} against a real HTTP receiver on loopback. */
describe('hand-off: authorization checks', () => {
  let t: TestApp;
  let agent: TestAgent;
  let uuid: string;
  const receivers: WebhookReceiver[] = [];

  beforeAll(async () => {
    // Long enough for a receiver in this loaded process to answer; the "never" case costs it once.
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h', WEBHOOK_TIMEOUT: '3s' });
    const user = await t.createUser({ password: 'a long enough password', role: 'SYSADMIN' });
    uuid = user.uuid;
    agent = await t.signIn(user.email, 'a long enough password');
  });

  afterAll(async () => {
    await Promise.all(receivers.map((receiver) => receiver.close()));
    await t?.close();
  });

  async function checkAgainst(answer: ReceiverAnswer): Promise<{ body: unknown; receiver: WebhookReceiver; secret: string }> {
    const receiver = await startWebhookReceiver(answer);
    receivers.push(receiver);
    const { application, credentials } = await createApplication(t, { webhookUrl: receiver.url });
    const response = await agent.get(`/v1/users/me/authorization/${application.clientId}`).expect(200);
    return { body: response.body, receiver, secret: credentials.webhook_secret };
  }

  /** The one request the application got: a signed authorization.check about the user. */
  async function expectSignedCheck(receiver: WebhookReceiver, secret: string): Promise<void> {
    const request = await receiver.take();
    expect(receiver.received).toHaveLength(1);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-weather-event']).toBe('authorization.check');
    expect(request.headers['x-weather-delivery']).toMatch(/^[0-9a-f-]{36}$/);
    const signature = request.headers['x-weather-signature'] as string;
    expect(verifySignatureHeader(secret, request.rawBody, signature, Math.floor(Date.now() / 1000))).toBe(true);
    expect(verifySignatureHeader(`${secret}x`, request.rawBody, signature, Math.floor(Date.now() / 1000))).toBe(false);
    expect(JSON.parse(request.rawBody)).toEqual({ type: 'authorization.check', user: expect.objectContaining({ uuid, role: 'SYSADMIN' }) });
  }

  it('reports an application that answers 200 as allowed', async () => {
    const { body, receiver, secret } = await checkAgainst({ status: 200, body: {} });
    expect(body).toEqual({ success: true, isSysAdmin: false, code: 200 });
    await expectSignedCheck(receiver, secret);
  });

  it('passes isSysAdmin on when the application says so with its 200', async () => {
    const { body, receiver, secret } = await checkAgainst({ status: 200, body: { isSysAdmin: true } });
    expect(body).toEqual({ success: true, isSysAdmin: true, code: 200 });
    await expectSignedCheck(receiver, secret);
  });

  it('reports 403 as not allowed, whatever its body says', async () => {
    const { body, receiver, secret } = await checkAgainst({ status: 403, body: { isSysAdmin: true } });
    expect(body).toEqual({ success: false, isSysAdmin: false, code: 403 });
    await expectSignedCheck(receiver, secret);
  });

  it('reports a 500 with its code (the launcher shows the application as down)', async () => {
    const { body, receiver, secret } = await checkAgainst({ status: 500 });
    expect(body).toEqual({ success: false, isSysAdmin: false, code: 500 });
    await expectSignedCheck(receiver, secret);
  });

  it('answers 504 when the application never answers, after WEBHOOK_TIMEOUT', async () => {
    const { body, receiver, secret } = await checkAgainst('never');
    expect(body).toEqual({ success: false, isSysAdmin: false, code: 504 });
    await expectSignedCheck(receiver, secret);
  });

  it('answers 502 when nothing listens at the webhook URL', async () => {
    const port = await freePort();
    const { application } = await createApplication(t, { webhookUrl: `http://127.0.0.1:${port}/webhooks/identity` });
    const response = await agent.get(`/v1/users/me/authorization/${application.clientId}`).expect(200);
    expect(response.body).toEqual({ success: false, isSysAdmin: false, code: 502 });
  });

  it('answers 502 for an application that has no webhook secret yet, without asking it', async () => {
    const response = await agent.get('/v1/users/me/authorization/weather-radar').expect(200);
    expect(response.body).toEqual({ success: false, isSysAdmin: false, code: 502 });
  });

  it('answers 404 for an unknown application and 401 without a session', async () => {
    const response = await agent.get('/v1/users/me/authorization/no-such-app').expect(404);
    expect(response.body).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    await t.agent().get('/v1/users/me/authorization/weather-radar').expect(401);
  });
});
