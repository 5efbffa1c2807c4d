import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FixedClock } from '../../test/support/fixed-clock';
import { createMemoryDatabase, insertUser } from '../../test/support/memory-database';
import { BrowserSession } from '../auth/sessions/browser-session.entity';
import { SiteApplication } from './catalogue/site-application.entity';
import { seedSiteApplications } from './catalogue/site-applications.seed';
import { HandoffToken } from './handoff/handoff-token.entity';
import { DELIVERED_WEBHOOK_RETENTION_DAYS, GIVEN_UP_WEBHOOK_RETENTION_DAYS, SiteApplicationsHousekeeping } from './site-applications-housekeeping';
import { WebhookDelivery } from './webhooks/webhook-delivery.entity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

describe(SiteApplicationsHousekeeping.name, () => {
  let database: DataSource;
  let clock: FixedClock;
  let sut: SiteApplicationsHousekeeping;
  let userId: number;

  beforeEach(async () => {
    database = await createMemoryDatabase();
    clock = new FixedClock();
    sut = new SiteApplicationsHousekeeping(database, clock);
    userId = (await insertUser(database, { email: 'ada@example.com' })).id;
  });

  afterEach(async () => {
    await database.destroy();
  });

  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);

  async function addSession(lastSeenAgo: number, expiresIn: number): Promise<number> {
    const sessions = database.getRepository(BrowserSession);
    return (
      await sessions.save(
        sessions.create({ tokenHash: hash(), userId, impersonatorId: null, createdAt: at(-lastSeenAgo), lastSeenAt: at(-lastSeenAgo), expiresAt: at(expiresIn), ip: null, userAgent: null }),
      )
    ).id;
  }

  it('deletes hand-off tokens a day after they expired', async () => {
    await seedSiteApplications(database.manager);
    const applicationId = (await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-radar' })).id;
    const sessionId = await addSession(0, DAY);
    const tokens = database.getRepository(HandoffToken);
    const add = async (expiresIn: number) =>
      (await tokens.save(tokens.create({ tokenHash: hash(), userId, siteApplicationId: applicationId, sessionId, createdAt: at(expiresIn - 60_000), expiresAt: at(expiresIn), usedAt: null }))).id;
    const recent = await add(-HOUR);
    await add(-DAY - HOUR);

    expect((await sut.purge()).handoffTokens).toBe(1);
    expect((await tokens.find()).map((row) => row.id)).toEqual([recent]);
  });

  it('deletes finished webhook deliveries after their retention and keeps pending ones', async () => {
    await seedSiteApplications(database.manager);
    const siteApplicationId = (await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-radar' })).id;
    const deliveries = database.getRepository(WebhookDelivery);
    const add = async (fields: Partial<WebhookDelivery>) =>
      (await deliveries.save(deliveries.create({ deliveryId: hash().slice(0, 36), siteApplicationId, event: 'user.updated', payload: '{}', createdAt: at(-40 * DAY), nextAttemptAt: at(-40 * DAY), ...fields }))).id;
    const pending = await add({});
    const recentlyDelivered = await add({ deliveredAt: at(-(DELIVERED_WEBHOOK_RETENTION_DAYS - 1) * DAY) });
    await add({ deliveredAt: at(-(DELIVERED_WEBHOOK_RETENTION_DAYS + 1) * DAY) });
    const recentlyGivenUp = await add({ givenUpAt: at(-(GIVEN_UP_WEBHOOK_RETENTION_DAYS - 1) * DAY) });
    await add({ givenUpAt: at(-(GIVEN_UP_WEBHOOK_RETENTION_DAYS + 1) * DAY) });

    expect((await sut.purge()).webhookDeliveries).toBe(2);
    expect((await deliveries.find({ order: { id: 'ASC' } })).map((row) => row.id)).toEqual([pending, recentlyDelivered, recentlyGivenUp]);
  });
});
