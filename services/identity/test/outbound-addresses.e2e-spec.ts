import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { User } from '../src/users/user.entity';
import { WebhookPublisher } from '../src/site-applications/webhooks/webhook-publisher.service';
import { WebhookWorker } from '../src/site-applications/webhooks/webhook-worker.service';
import { WebhookDelivery } from '../src/site-applications/webhooks/webhook-delivery.entity';
import { signedInUser } from './support/enterprises';
import { createApplication } from './support/hand-off';
import { runNode, CLI } from './support/processes';
import { applicationForm } from './support/site-applications';
import { CSRF, startTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

interface FieldErrors {
  code: string;
  errors?: { field: string; code: string }[];
}

/** Addresses a server must not call: cloud metadata (link-local), and the same behind an IPv4-mapped IPv6 address. */
const LINK_LOCAL = ['http://169.254.169.254/latest/meta-data', 'http://[::ffff:169.254.169.254]/', 'http://[fe80::1]/hook'];

describe('the addresses the service calls: webhook and authorization-check URLs', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  afterEach(async () => {
    await receiver?.close();
    await t?.close();
  });

  async function expectRefusedWhenSaved(url: string): Promise<void> {
    const { agent } = await signedInUser(t, { role: 'SYSADMIN' });
    const created = await agent.post('/v1/siteapplications').set(CSRF).send(applicationForm({ webhook_url: url }));
    expect([url, created.status]).toEqual([url, 400]);
    expect((created.body as FieldErrors).errors).toEqual([{ field: 'webhook_url', code: 'URL_NOT_ALLOWED', message: expect.any(String) }]);

    // A name that does not resolve (yet) is accepted: the call checks it again.
    const existing = await agent.post('/v1/siteapplications').set(CSRF).send(applicationForm({ webhook_url: 'https://radar.apps.example.com/webhooks/identity' })).expect(201);
    const id = (existing.body as { id: number }).id;
    const updated = await agent.put(`/v1/siteapplications/${id}`).set(CSRF).send(applicationForm({ webhook_url: url }));
    expect([url, updated.status]).toEqual([url, 400]);
    expect((updated.body as FieldErrors).errors).toEqual([{ field: 'webhook_url', code: 'URL_NOT_ALLOWED', message: expect.any(String) }]);
  }

  it('refuses link-local addresses even in development, and keeps loopback for the demo and the tests', async () => {
    t = await startTestApp();
    for (const url of LINK_LOCAL) await expectRefusedWhenSaved(url);

    const { agent } = await signedInUser(t, { role: 'SYSADMIN' });
    await agent.post('/v1/siteapplications').set(CSRF).send(applicationForm({ webhook_url: 'http://localhost:4011/webhooks/identity' })).expect(201);
    await agent.post('/v1/siteapplications').set(CSRF).send(applicationForm({ webhook_url: 'http://127.0.0.1:4011/webhooks/identity' })).expect(201);
  });

  it('refuses loopback and names that resolve to it where loopback is not allowed (production)', async () => {
    t = await startTestApp({ OUTBOUND_ALLOWED_HOSTS: 'none' });
    for (const url of ['http://127.0.0.1:4011/hook', 'http://[::1]:4011/hook', 'http://localhost:4011/hook', 'http://10.0.0.1/hook', ...LINK_LOCAL]) await expectRefusedWhenSaved(url);
  });

  it('does not call an address that resolves to loopback when the request is made (a stored row, DNS rebinding)', async () => {
    t = await startTestApp({ OUTBOUND_ALLOWED_HOSTS: 'none', WEBHOOK_POLL_INTERVAL: '1h' });
    receiver = await startWebhookReceiver();
    // As a row saved while the name pointed elsewhere: the name now resolves to the receiver on loopback.
    const { application } = await createApplication(t, { webhookUrl: receiver.url.replace('127.0.0.1', 'localhost') });

    const { agent, user } = await signedInUser(t);
    const check = await agent.get(`/v1/users/me/authorization/${application.clientId}`).expect(200);
    expect(check.body).toMatchObject({ success: false, code: 502 });

    await t.app.get(WebhookPublisher).publish('user.updated', await t.dataSource.getRepository(User).findOneOrFail({ where: { id: user.id }, relations: { timezone: true } }));
    const pass = await t.app.get(WebhookWorker).runOnce();
    expect(pass.failed).toBeGreaterThan(0);
    const deliveries = await t.dataSource.getRepository(WebhookDelivery).findBy({ siteApplicationId: application.id });
    expect(deliveries.map((delivery) => delivery.lastError)).toEqual(['address not allowed']);
    expect(receiver.received).toEqual([]);
  });

  it('refuses such an address from the command line too', async () => {
    const root = mkdtempSync(join(tmpdir(), 'identity-outbound-'));
    try {
      const env = { DATA_DIR: root, NODE_ENV: 'production', KEYS_ENCRYPTION_KEY: 'the keys encryption key of the outbound tests' };
      for (const url of ['http://127.0.0.1:5002/hook', 'http://169.254.169.254/']) {
        const refused = await runNode(CLI, ['update-application', '--client-id', 'weather-forecast', '--webhook-url', url], env);
        expect([url, refused.code]).toEqual([url, 1]);
        expect(refused.stderr).toContain('webhook_url: ');
      }
      const allowed = await runNode(CLI, ['update-application', '--client-id', 'weather-forecast', '--webhook-url', 'http://127.0.0.1:5002/hook'], { ...env, OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' });
      expect(allowed.code).toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
