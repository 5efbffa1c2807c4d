import { aHandoffToken, aSession, aSiteApplication, aUser, aWebhookDelivery } from '../../test/factories/entity.factory';
import { type UnitModule, unitModule } from '../../test/support/unit-module';
import { HandoffToken } from './handoff/handoff-token.entity';
import { DELIVERED_WEBHOOK_RETENTION_DAYS, GIVEN_UP_WEBHOOK_RETENTION_DAYS, SiteApplicationsHousekeeping } from './site-applications-housekeeping';
import { WebhookDelivery } from './webhooks/webhook-delivery.entity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe(SiteApplicationsHousekeeping.name, () => {
  let unit: UnitModule;
  let sut: SiteApplicationsHousekeeping;
  let userId: number;
  let siteApplicationId: number;

  beforeEach(async () => {
    unit = await unitModule({ providers: [SiteApplicationsHousekeeping], database: 'memory' });
    sut = unit.get(SiteApplicationsHousekeeping);
    userId = (await unit.insert(aUser({ email: 'ada@example.com' }))).id;
    siteApplicationId = (await unit.insert(aSiteApplication({ clientId: 'weather-radar' }))).id;
  });

  afterEach(async () => {
    await unit.close();
  });

  const at = (offsetMs: number) => new Date(unit.clock.now().getTime() + offsetMs);

  it('deletes hand-off tokens a day after they expired', async () => {
    const sessionId = (await unit.insert(aSession({ userId, createdAt: at(0), lastSeenAt: at(0), expiresAt: at(DAY) }))).id;
    const add = async (expiresIn: number) => (await unit.insert(aHandoffToken({ userId, siteApplicationId, sessionId, createdAt: at(expiresIn - 60_000), expiresAt: at(expiresIn) }))).id;
    const recent = await add(-HOUR);
    await add(-DAY - HOUR);

    expect((await sut.purge()).handoffTokens).toBe(1);
    expect((await unit.database.getRepository(HandoffToken).find()).map((row) => row.id)).toEqual([recent]);
  });

  it('deletes finished webhook deliveries after their retention and keeps pending ones', async () => {
    const add = async (fields: Partial<WebhookDelivery>) => (await unit.insert(aWebhookDelivery({ siteApplicationId, createdAt: at(-40 * DAY), nextAttemptAt: at(-40 * DAY), ...fields }))).id;
    const pending = await add({});
    const recentlyDelivered = await add({ deliveredAt: at(-(DELIVERED_WEBHOOK_RETENTION_DAYS - 1) * DAY) });
    await add({ deliveredAt: at(-(DELIVERED_WEBHOOK_RETENTION_DAYS + 1) * DAY) });
    const recentlyGivenUp = await add({ givenUpAt: at(-(GIVEN_UP_WEBHOOK_RETENTION_DAYS - 1) * DAY) });
    await add({ givenUpAt: at(-(GIVEN_UP_WEBHOOK_RETENTION_DAYS + 1) * DAY) });

    expect((await sut.purge()).webhookDeliveries).toBe(2);
    expect((await unit.database.getRepository(WebhookDelivery).find({ order: { id: 'ASC' } })).map((row) => row.id)).toEqual([pending, recentlyDelivered, recentlyGivenUp]);
  });
});
