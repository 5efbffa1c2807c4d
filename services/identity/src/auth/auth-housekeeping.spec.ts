import { aMagicCode, aSession, aUser, aUserToken } from '../../test/factories/entity.factory';
import { type UnitModule, unitModule } from '../../test/support/unit-module';
import { AuthHousekeeping, SPENT_TOKEN_RETENTION_DAYS } from './auth-housekeeping';
import { MagicCode } from './magic-codes/magic-code.entity';
import { SecondStepChallenge } from './second-factors/second-step-challenge.entity';
import { TotpFactor } from './second-factors/totp-factor.entity';
import { TOTP_ENROLMENT_KEPT_HOURS } from './second-factors/totp/totp-factors';
import { BrowserSession } from './sessions/browser-session.entity';
import { UserToken } from './user-tokens/user-token.entity';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe(AuthHousekeeping.name, () => {
  let unit: UnitModule;
  let sut: AuthHousekeeping;
  let userId: number;

  beforeEach(async () => {
    unit = await unitModule({ providers: [AuthHousekeeping], database: 'memory', config: { SESSION_IDLE_TIMEOUT: '2h', SESSION_TTL: '7d' } });
    sut = unit.get(AuthHousekeeping);
    userId = (await unit.insert(aUser({ email: 'ada@example.com' }))).id;
  });

  afterEach(async () => {
    await unit.close();
  });

  const at = (offsetMs: number) => new Date(unit.clock.now().getTime() + offsetMs);

  async function addCode(expiresIn: number): Promise<number> {
    return (await unit.insert(aMagicCode({ email: 'ada@example.com', createdAt: at(expiresIn - 10 * 60 * 1000), expiresAt: at(expiresIn) }))).id;
  }

  async function addToken(expiresIn: number): Promise<number> {
    return (await unit.insert(aUserToken({ userId, purpose: 'RESET', createdAt: at(expiresIn - HOUR), expiresAt: at(expiresIn) }))).id;
  }

  async function addSession(lastSeenAgo: number, expiresIn: number): Promise<number> {
    return (await unit.insert(aSession({ userId, createdAt: at(-lastSeenAgo), lastSeenAt: at(-lastSeenAgo), expiresAt: at(expiresIn) }))).id;
  }

  it('deletes expired magic codes and keeps live ones', async () => {
    const expired = await addCode(-1);
    const live = await addCode(5 * 60 * 1000);

    expect((await sut.purge()).magicCodes).toBe(1);
    const left = (await unit.database.getRepository(MagicCode).find()).map((row) => row.id);
    expect(left).toEqual([live]);
    expect(left).not.toContain(expired);
  });

  it(`keeps spent link tokens for ${SPENT_TOKEN_RETENTION_DAYS} days past expiry, so an old link still says "no longer valid"`, async () => {
    const recent = await addToken(-(SPENT_TOKEN_RETENTION_DAYS - 1) * DAY);
    const old = await addToken(-(SPENT_TOKEN_RETENTION_DAYS + 1) * DAY);

    expect((await sut.purge()).userTokens).toBe(1);
    const left = (await unit.database.getRepository(UserToken).find()).map((row) => row.id);
    expect(left).toEqual([recent]);
    expect(left).not.toContain(old);
  });

  it('deletes pending second steps past their end and keeps live ones', async () => {
    const challenge = (expiresIn: number, tokenHash: string) =>
      unit.insert(Object.assign(new SecondStepChallenge(), { tokenHash, userId, signInMethod: 'password', enrolmentRequired: false, ip: null, userAgent: null, createdAt: at(expiresIn - 5 * 60 * 1000), expiresAt: at(expiresIn) }));
    await challenge(-1, 'a'.repeat(64));
    const live = await challenge(60 * 1000, 'b'.repeat(64));

    expect((await sut.purge()).secondStepChallenges).toBe(1);
    expect((await unit.database.getRepository(SecondStepChallenge).find()).map((row) => row.id)).toEqual([live.id]);
  });

  it('deletes authenticator apps never confirmed within a day, and keeps confirmed ones and recent enrolments', async () => {
    const app = (createdAgo: number, confirmed: boolean) =>
      unit.insert(Object.assign(new TotpFactor(), { userId, name: 'Phone', secret: 'enc:v1:x', confirmedAt: confirmed ? at(-createdAgo) : null, lastUsedStep: null, createdAt: at(-createdAgo), lastUsedAt: null }));
    await app(TOTP_ENROLMENT_KEPT_HOURS * HOUR + 1000, false);
    const recent = await app(HOUR, false);
    const confirmed = await app(3 * DAY, true);

    expect((await sut.purge()).totpEnrolments).toBe(1);
    expect((await unit.database.getRepository(TotpFactor).find({ order: { id: 'ASC' } })).map((row) => row.id)).toEqual([recent.id, confirmed.id]);
  });

  it('deletes sessions past their absolute end or idle for longer than the idle timeout', async () => {
    const live = await addSession(HOUR, DAY);
    await addSession(3 * HOUR, DAY);
    await addSession(0, -1);

    expect((await sut.purge()).browserSessions).toBe(2);
    expect((await unit.database.getRepository(BrowserSession).find()).map((row) => row.id)).toEqual([live]);
  });
});
