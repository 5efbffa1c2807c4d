import { JwtService } from '@nestjs/jwt';
import { decodeJwt } from 'jose';
import type { DataSource } from 'typeorm';
import { aSession, aUser } from '../../../test/factories/entity.factory';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiException } from '../../platform/errors/api-exception';
import { seedSiteApplications } from '../catalogue/site-applications.seed';
import type { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { JwtIssuerService } from '../signing-keys/jwt-issuer.service';
import { SigningKeyCache } from '../signing-keys/signing-key-cache';
import { SigningKeyCacheInvalidator } from '../signing-keys/signing-key-cache.invalidator';
import { SigningKeysService } from '../signing-keys/signing-keys.service';
import { SiteApplicationCache } from '../catalogue/site-application-cache';
import { SiteApplicationCacheInvalidator } from '../catalogue/site-application-cache.invalidator';
import { SiteApplicationCredentialsService } from '../catalogue/site-application-credentials.service';
import { SiteApplicationsService } from '../catalogue/site-applications.service';
import { Timezone } from '../../users/timezones/timezone.entity';
import { User } from '../../users/user.entity';
import type { RedeemResponseDto } from './dto/redeem.dto';
import { HandoffTokensService } from './handoff-tokens.service';
import { HandoffService } from './handoff.service';

const CONTEXT = { ip: '10.0.0.1', userAgent: 'test' };

describe(HandoffService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let sut: HandoffService;
  let user: User;
  let authorization: string;
  let credentials: SiteApplicationCredentialsService;

  beforeEach(async () => {
    unit = await unitModule({
      providers: [
        HandoffService,
        SiteApplicationsService,
        SiteApplicationCredentialsService,
        SiteApplicationCache,
        SiteApplicationCacheInvalidator,
        HandoffTokensService,
        AuditService,
        JwtIssuerService,
        SigningKeysService,
        SigningKeyCache,
        SigningKeyCacheInvalidator,
        JwtService,
      ],
      database: 'memory',
      now: new Date('2030-01-01T00:00:00Z'),
    });
    database = unit.database;
    await seedSiteApplications(database.manager);
    credentials = unit.get(SiteApplicationCredentialsService);
    const { client_secret } = await credentials.rotate('weather-radar');
    authorization = `Basic ${Buffer.from(`weather-radar:${client_secret}`).toString('base64')}`;
    sut = unit.get(HandoffService);
    user = await unit.insert(aUser({ email: 'ada@example.com' }));
  });

  afterEach(async () => {
    await unit.close();
  });

  function openSession(): Promise<BrowserSession> {
    return unit.insert(aSession({ userId: user.id, ip: CONTEXT.ip, userAgent: CONTEXT.userAgent }));
  }

  async function handOff(session: BrowserSession): Promise<RedeemResponseDto> {
    const { token } = await sut.start(user, session, { clientId: 'weather-radar' });
    return sut.redeem(authorization, { token }, CONTEXT);
  }

  it('hands the user over as an application learns it, with the time zone', async () => {
    const timezone = await database.getRepository(Timezone).save({ name: 'Europe/Rome' });
    await database.getRepository(User).update({ id: user.id }, { timezoneId: timezone.id, firstName: 'Ada', lastName: 'King' });

    const redeemed = await handOff(await openSession());

    expect(redeemed.user).toEqual({
      id: user.id,
      uuid: user.uuid,
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'King',
      role: 'USER',
      is_enterprise_administrator: false,
      enterprise_id: null,
      timezone: 'Europe/Rome',
    });
    expect(decodeJwt(redeemed.jwt)).toMatchObject({ sub: user.uuid, aud: 'weather-radar', email: 'ada@example.com', name: 'Ada King', role: 'USER' });
  });

  it('runs three statements for a repeated hand-off: the token row, its read with the user, its claim (issue 11)', async () => {
    // The first hand-off makes the signing key (which empties the key cache), the second fills the caches.
    await handOff(await openSession());
    await handOff(await openSession());
    const session = await openSession();
    const statements = unit.recordStatements((query) => query.replace(/^(SELECT) .*? FROM ("\w+")[^]*/, '$1 FROM $2').split('(')[0].trim());

    expect((await handOff(session)).user.email).toBe('ada@example.com');

    // The application (issuing and redeeming) and the signing key are remembered; one join reads the token and its user.
    // The claim is conditional on the token being unused (plain SQL, ADR 0415).
    expect(statements).toEqual(['INSERT INTO "handoff_tokens"', 'SELECT FROM "handoff_tokens"', 'UPDATE "handoff_tokens" SET "used_at" = ? WHERE "id" = ? AND "used_at" IS NULL']);
  });

  it('lets exactly one of two concurrent redemptions win', async () => {
    const { token } = await sut.start(user, await openSession(), { clientId: 'weather-radar' });

    const outcomes = await Promise.allSettled([sut.redeem(authorization, { token }, CONTEXT), sut.redeem(authorization, { token }, CONTEXT)]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: new ApiException('INVALID_HANDOFF_TOKEN') });
  });

  it('refuses the old client secret at once after a rotation in this process', async () => {
    await handOff(await openSession());
    const rotated = await credentials.rotate('weather-radar');

    await expect(handOff(await openSession())).rejects.toMatchObject({ code: 'INVALID_CLIENT' });
    authorization = `Basic ${Buffer.from(`weather-radar:${rotated.client_secret}`).toString('base64')}`;
    expect((await handOff(await openSession())).user.email).toBe('ada@example.com');
  });
});
