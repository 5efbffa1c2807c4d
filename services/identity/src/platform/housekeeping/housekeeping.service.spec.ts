import { Logger } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FixedClock } from '../../../test/support/fixed-clock';
import { createMemoryDatabase, insertUser } from '../../../test/support/memory-database';
import { loadConfig } from '../config/load-config';
import { seedSiteApplications } from '../database/seeds/site-applications.seed';
import { HandoffToken } from '../../site-applications/handoff/handoff-token.entity';
import { MagicCode } from '../../auth/magic-codes/magic-code.entity';
import { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { SiteApplication } from '../../site-applications/catalogue/site-application.entity';
import { UserToken } from '../../auth/user-tokens/user-token.entity';
import { WebhookDelivery } from '../../site-applications/webhooks/webhook-delivery.entity';
import { DELIVERED_WEBHOOK_RETENTION_DAYS, GIVEN_UP_WEBHOOK_RETENTION_DAYS, HousekeepingService, SPENT_TOKEN_RETENTION_DAYS } from './housekeeping.service';
import { SamlRequest } from '../../saml/saml-request.entity';
import { CLOCK_SKEW_MS } from '../../saml/saml-service-provider';
import { SpentSamlAssertion } from '../../saml/spent-saml-assertion.entity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const hash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

describe(HousekeepingService.name, () => {
  let database: DataSource;
  let clock: FixedClock;
  let sut: HousekeepingService;
  let userId: number;
  const config = loadConfig({ SESSION_IDLE_TIMEOUT: '2h', SESSION_TTL: '7d' }, '/tmp');

  beforeEach(async () => {
    database = await createMemoryDatabase();
    clock = new FixedClock();
    sut = new HousekeepingService(database, config, clock);
    userId = (await insertUser(database, { email: 'ada@example.com' })).id;
  });

  afterEach(async () => {
    await database.destroy();
  });

  const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs);

  async function addCode(expiresIn: number): Promise<number> {
    const codes = database.getRepository(MagicCode);
    return (await codes.save(codes.create({ email: 'ada@example.com', codeHash: hash(), createdAt: at(expiresIn - 10 * 60 * 1000), expiresAt: at(expiresIn) }))).id;
  }

  async function addToken(expiresIn: number): Promise<number> {
    const tokens = database.getRepository(UserToken);
    return (await tokens.save(tokens.create({ tokenHash: hash(), userId, purpose: 'RESET', createdAt: at(expiresIn - HOUR), expiresAt: at(expiresIn), usedAt: null }))).id;
  }

  async function addSession(lastSeenAgo: number, expiresIn: number): Promise<number> {
    const sessions = database.getRepository(BrowserSession);
    return (
      await sessions.save(
        sessions.create({ tokenHash: hash(), userId, impersonatorId: null, createdAt: at(-lastSeenAgo), lastSeenAt: at(-lastSeenAgo), expiresAt: at(expiresIn), ip: null, userAgent: null }),
      )
    ).id;
  }

  it('deletes expired magic codes and keeps live ones', async () => {
    const expired = await addCode(-1);
    const live = await addCode(5 * 60 * 1000);

    expect((await sut.purge()).magicCodes).toBe(1);
    const left = (await database.getRepository(MagicCode).find()).map((row) => row.id);
    expect(left).toEqual([live]);
    expect(left).not.toContain(expired);
  });

  it(`keeps spent link tokens for ${SPENT_TOKEN_RETENTION_DAYS} days past expiry, so an old link still says "no longer valid"`, async () => {
    const recent = await addToken(-(SPENT_TOKEN_RETENTION_DAYS - 1) * DAY);
    const old = await addToken(-(SPENT_TOKEN_RETENTION_DAYS + 1) * DAY);

    expect((await sut.purge()).userTokens).toBe(1);
    const left = (await database.getRepository(UserToken).find()).map((row) => row.id);
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);
  });

  it('deletes sessions past their absolute end or idle for longer than the idle timeout', async () => {
    const live = await addSession(HOUR, DAY);
    await addSession(3 * HOUR, DAY);
    await addSession(0, -1);

    expect((await sut.purge()).browserSessions).toBe(2);
    expect((await database.getRepository(BrowserSession).find()).map((row) => row.id)).toEqual([live]);
  });

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

  it('deletes expired SAML requests, and spent assertion ids once they could no longer pass', async () => {
    const requests = database.getRepository(SamlRequest);
    await requests.insert([
      { id: '_expired', enterpriseDomainId: 1, issuedAt: at(-20 * 60_000).toISOString(), expiresAt: at(-1000) },
      { id: '_live', enterpriseDomainId: 1, issuedAt: at(0).toISOString(), expiresAt: at(10 * 60_000) },
    ]);
    const spent = database.getRepository(SpentSamlAssertion);
    await spent.insert([
      { id: 'a'.repeat(64), expiresAt: at(-2 * CLOCK_SKEW_MS - 1000) },
      { id: 'b'.repeat(64), expiresAt: at(-1000) },
    ]);

    expect(await sut.purge()).toMatchObject({ samlRequests: 1, spentSamlAssertions: 1 });
    expect((await requests.find()).map((row) => row.id)).toEqual(['_live']);
    expect((await spent.find()).map((row) => row.id)).toEqual(['b'.repeat(64)]);
  });

  it('logs a failed pass instead of throwing, so the scheduler keeps running', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await database.destroy();
    await expect(sut.runHourly()).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Housekeeping failed'));
    logged.mockRestore();
    database = await createMemoryDatabase();
  });
});
