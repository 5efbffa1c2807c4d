import { Clock } from '../src/platform/clock';
import { WebhookDelivery } from '../src/site-applications/webhooks/webhook-delivery.entity';
import { WebhookPublisher } from '../src/site-applications/webhooks/webhook-publisher.service';
import { WebhookWorker } from '../src/site-applications/webhooks/webhook-worker.service';
import { verifySignatureHeader } from '../src/site-applications/webhooks/webhook-signature';
import { User } from '../src/users/user.entity';
import { createApplication, waitFor } from './support/hand-off';
import { CSRF, startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type ReceivedRequest, type WebhookReceiver } from './support/webhook-receiver';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The outbox: events written with the change, sent signed by the worker (driven here one pass at a
 * time with runOnce; its timer is set to an hour so it never runs on its own), retried with
 * back-off, given up after 24 hours.
 */
describe('webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let secret: string;
  let applicationId: number;

  beforeEach(async () => {
    t = await startTestApp({ WEBHOOK_POLL_INTERVAL: '1h' });
    receiver = await startWebhookReceiver();
    const { application, credentials } = await createApplication(t, { webhookUrl: receiver.url });
    secret = credentials.webhook_secret;
    applicationId = application.id;
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await receiver?.close();
    await t?.close();
  });

  function deliveries(): Promise<WebhookDelivery[]> {
    return t.dataSource.getRepository(WebhookDelivery).find({ where: { siteApplicationId: applicationId }, order: { id: 'ASC' } });
  }

  function expectSigned(request: ReceivedRequest, event: string): Record<string, unknown> {
    expect(request.headers['x-weather-event']).toBe(event);
    expect(verifySignatureHeader(secret, request.rawBody, request.headers['x-weather-signature'] as string, nowSeconds())).toBe(true);
    expect(verifySignatureHeader('not the secret', request.rawBody, request.headers['x-weather-signature'] as string, nowSeconds())).toBe(false);
    return JSON.parse(request.rawBody) as Record<string, unknown>;
  }

  it('sends user.updated, signed, after PUT /v1/users/me', async () => {
    const user = await t.createUser({ password: 'a long enough password' });
    const agent = await t.signIn(user.email, 'a long enough password');
    await agent.put('/v1/users/me').set(CSRF).send({ first_name: 'Grace', last_name: 'Hopper' }).expect(200);

    expect(await t.app.get(WebhookWorker).runOnce()).toEqual({ delivered: 1, failed: 0 });

    const request = await receiver.take();
    const body = expectSigned(request, 'user.updated');
    expect(body).toEqual({ type: 'user.updated', occurred_at: expect.any(String), user: expect.objectContaining({ uuid: user.uuid, first_name: 'Grace', last_name: 'Hopper' }) });
    const [delivery] = await deliveries();
    expect(request.headers['x-weather-delivery']).toBe(delivery.deliveryId);
    expect(delivery).toMatchObject({ attempts: 1, lastStatus: 200, deliveredAt: expect.any(Date), leaseOwner: null });
  });

  it('sends user.logged_out after POST /auth/logout', async () => {
    const user = await t.createUser({ password: 'a long enough password' });
    const agent = await t.signIn(user.email, 'a long enough password');
    await agent.post('/auth/logout').set(CSRF).expect(204);

    await t.app.get(WebhookWorker).runOnce();

    const body = expectSigned(await receiver.take(), 'user.logged_out');
    expect(body).toMatchObject({ type: 'user.logged_out', user: { uuid: user.uuid, email: user.email } });
  });

  it('sends user.disabled and user.deleted as published by other modules, with the data of the moment', async () => {
    const user = await t.createUser();
    const loaded = await t.dataSource.getRepository(User).findOneOrFail({ where: { id: user.id }, relations: { timezone: true } });
    await t.app.get(WebhookPublisher).publish('user.disabled', loaded);
    await t.app.get(WebhookPublisher).publish('user.deleted', loaded);
    await t.dataSource.getRepository(User).delete({ id: user.id });

    expect(await t.app.get(WebhookWorker).runOnce()).toEqual({ delivered: 2, failed: 0 });

    expect(expectSigned(await receiver.take(), 'user.disabled')).toMatchObject({ user: { uuid: user.uuid } });
    expect(expectSigned(await receiver.take(), 'user.deleted')).toMatchObject({ user: { uuid: user.uuid } });
  });

  it('retries a failed delivery after 1 s, then 2 s, with the same delivery id, until it is accepted', async () => {
    receiver.answer = { status: 500 };
    const user = await t.createUser();
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(start);
    await t.app.get(WebhookPublisher).publish('user.updated', user);
    const worker = t.app.get(WebhookWorker);

    expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect((await deliveries())[0]).toMatchObject({ attempts: 1, lastStatus: 500, lastError: 'HTTP 500', nextAttemptAt: new Date(start.getTime() + 1000) });
    expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 0 });

    clock.mockReturnValue(new Date(start.getTime() + 1000));
    expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 1 });
    expect((await deliveries())[0]).toMatchObject({ attempts: 2, nextAttemptAt: new Date(start.getTime() + 3000) });

    receiver.answer = { status: 204 };
    clock.mockReturnValue(new Date(start.getTime() + 3000));
    expect(await worker.runOnce()).toEqual({ delivered: 1, failed: 0 });

    const ids = receiver.received.map((request) => request.headers['x-weather-delivery']);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
    expect((await deliveries())[0]).toMatchObject({ attempts: 3, lastStatus: 204, deliveredAt: expect.any(Date) });
  });

  it('leaves a row another instance holds a lease on, and takes it over when the lease runs out', async () => {
    const user = await t.createUser();
    await t.app.get(WebhookPublisher).publish('user.updated', user);
    const [delivery] = await deliveries();
    const leaseUntil = new Date(Date.now() + 60_000);
    await t.dataSource.getRepository(WebhookDelivery).update({ id: delivery.id }, { leaseOwner: 'another-instance', leaseUntil });
    const worker = t.app.get(WebhookWorker);

    expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 0 });
    expect(receiver.received).toHaveLength(0);

    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(leaseUntil.getTime() + 1000));
    expect(await worker.runOnce()).toEqual({ delivered: 1, failed: 0 });
  });

  it('never sends a delivery twice when two instances run their workers at once', async () => {
    const other = await t.sibling();
    try {
      const users = await Promise.all(Array.from({ length: 8 }, () => t.createUser()));
      for (const user of users) await t.app.get(WebhookPublisher).publish('user.updated', user);

      const passes = await Promise.all([t.app.get(WebhookWorker).runOnce(), other.app.get(WebhookWorker).runOnce()]);

      expect(passes[0].delivered + passes[1].delivered).toBe(8);
      const ids = receiver.received.map((request) => request.headers['x-weather-delivery']);
      expect(ids).toHaveLength(8);
      expect(new Set(ids).size).toBe(8);
      expect((await deliveries()).every((delivery) => delivery.deliveredAt !== null && delivery.attempts === 1)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('gives up a delivery that still fails 24 hours after its event', async () => {
    receiver.answer = { status: 503 };
    const user = await t.createUser();
    const start = new Date(Math.floor(Date.now() / 1000) * 1000);
    const clock = jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(start);
    await t.app.get(WebhookPublisher).publish('user.updated', user);
    const worker = t.app.get(WebhookWorker);

    clock.mockReturnValue(new Date(start.getTime() + 23.5 * 3600_000));
    await worker.runOnce();
    expect((await deliveries())[0]).toMatchObject({ givenUpAt: null });

    clock.mockReturnValue(new Date(start.getTime() + 24 * 3600_000));
    await worker.runOnce();
    expect((await deliveries())[0]).toMatchObject({ givenUpAt: expect.any(Date), deliveredAt: null });
    clock.mockReturnValue(new Date(start.getTime() + 48 * 3600_000));
    expect(await worker.runOnce()).toEqual({ delivered: 0, failed: 0 });
  });

  it('delivers after a restart of the service what failed before it, on its own schedule', async () => {
    receiver.answer = { status: 500 };
    const user = await t.createUser({ password: 'a long enough password' });
    const agent = await t.signIn(user.email, 'a long enough password');
    await agent.put('/v1/users/me').set(CSRF).send({ first_name: 'Restart', last_name: 'Proof' }).expect(200);
    expect(await t.app.get(WebhookWorker).runOnce()).toEqual({ delivered: 0, failed: 1 });

    receiver.answer = { status: 200 };
    // A new process on the same database, with its worker polling every second.
    t = await t.restart({ WEBHOOK_POLL_INTERVAL: '1s' });

    const request = await receiver.take();
    const retried = await receiver.take();
    expect(retried.headers['x-weather-delivery']).toBe(request.headers['x-weather-delivery']);
    expect(expectSigned(retried, 'user.updated')).toMatchObject({ user: { first_name: 'Restart', last_name: 'Proof' } });
    await waitFor(async () => (await deliveries())[0]?.deliveredAt instanceof Date, 20_000, 'the delivery to be marked delivered');
  });
});

