import type { DataSource } from 'typeorm';
import { aSession, aUser } from '../../../test/factories/entity.factory';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditLog } from '../../platform/audit/audit-log.entity';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { seedSiteApplications } from '../catalogue/site-applications.seed';
import { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { SiteApplication } from '../catalogue/site-application.entity';
import { User } from '../../users/user.entity';
import { HandoffToken } from './handoff-token.entity';
import { HANDOFF_TOKEN_VALID_MS, HandoffTokensService } from './handoff-tokens.service';

const INVALID = new ApiException('INVALID_HANDOFF_TOKEN');

describe(HandoffTokensService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let clock: FixedClock;
  let sut: HandoffTokensService;
  let user: User;
  let radar: SiteApplication;
  let forecast: SiteApplication;
  let session: BrowserSession;

  beforeEach(async () => {
    unit = await unitModule({ providers: [HandoffTokensService, AuditService], database: 'memory', now: new Date('2030-01-01T00:00:00Z') });
    ({ database, clock } = unit);
    sut = unit.get(HandoffTokensService);
    await seedSiteApplications(database.manager);
    radar = await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-radar' });
    forecast = await database.getRepository(SiteApplication).findOneByOrFail({ clientId: 'weather-forecast' });
    user = await unit.insert(aUser({ email: 'ada@example.com' }));
    session = await unit.insert(aSession({ userId: user.id }));
  });

  afterEach(async () => {
    await unit.close();
  });

  it('stores only the hash, for one application, for one minute', async () => {
    const token = await sut.issue(user, session, radar);

    const [row] = await database.getRepository(HandoffToken).find();
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row).toMatchObject({ userId: user.id, siteApplicationId: radar.id, sessionId: session.id, usedAt: null });
    expect(row.expiresAt.getTime() - clock.now().getTime()).toBe(HANDOFF_TOKEN_VALID_MS);
  });

  it('redeems once, up to the last millisecond of its minute', async () => {
    const token = await sut.issue(user, session, radar);
    clock.advance(HANDOFF_TOKEN_VALID_MS - 1);

    expect(await sut.redeem(token, radar, '10.0.0.1')).toMatchObject({ user: { email: 'ada@example.com' }, act: null });
    await expect(sut.redeem(token, radar, '10.0.0.1')).rejects.toEqual(INVALID);
    const audit = await database.getRepository(AuditLog).findBy({ event: 'HANDOFF_REPLAYED' });
    expect(audit).toEqual([expect.objectContaining({ subjectId: user.id, ip: '10.0.0.1' })]);
  });

  it('refuses an expired token, another application, and a disabled user', async () => {
    const expired = await sut.issue(user, session, radar);
    clock.advance(HANDOFF_TOKEN_VALID_MS);
    await expect(sut.redeem(expired, radar, null)).rejects.toEqual(INVALID);

    const forRadar = await sut.issue(user, session, radar);
    await expect(sut.redeem(forRadar, forecast, null)).rejects.toEqual(INVALID);

    await database.getRepository(User).update({ id: user.id }, { isDisabled: true });
    await expect(sut.redeem(forRadar, radar, null)).rejects.toEqual(INVALID);
  });

  it('dies with the browser session it came from', async () => {
    const token = await sut.issue(user, session, radar);
    await database.getRepository(BrowserSession).delete({ id: session.id });
    await expect(sut.redeem(token, radar, null)).rejects.toEqual(INVALID);
  });
});
