import { aUser } from '../../../test/factories/entity.factory';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { WebauthnChallenge } from './webauthn-challenge.entity';
import { CHALLENGE_VALID_MS, purgeExpiredWebauthnChallenges, WebauthnChallenges } from './webauthn-challenges';

describe(WebauthnChallenges.name, () => {
  let unit: UnitModule;
  let sut: WebauthnChallenges;

  beforeEach(async () => {
    unit = await unitModule({ database: 'memory', providers: [WebauthnChallenges] });
    sut = unit.get(WebauthnChallenges);
  });

  afterEach(() => unit.close());

  it('issues 32 random bytes, base64url, redeemable once', async () => {
    const challenge = await sut.issue('sign-in', null);

    expect(Buffer.from(challenge, 'base64url')).toHaveLength(32);
    expect(await sut.redeem(challenge, 'sign-in', null)).toBe(true);
    expect(await sut.redeem(challenge, 'sign-in', null)).toBe(false);
  });

  it("refuses another purpose's or another user's challenge, and keeps it for its own", async () => {
    const user = await unit.insert(aUser());
    const other = await unit.insert(aUser());
    const challenge = await sut.issue('second-step', user.id);

    expect(await sut.redeem(challenge, 'registration', user.id)).toBe(false);
    expect(await sut.redeem(challenge, 'second-step', other.id)).toBe(false);
    expect(await sut.redeem(challenge, 'second-step', null)).toBe(false);
    expect(await sut.redeem(challenge, 'second-step', user.id)).toBe(true);
  });

  it('lets one of parallel redemptions win', async () => {
    const challenge = await sut.issue('sign-in', null);

    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sut.redeem(challenge, 'sign-in', null)));

    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });

  it('refuses an expired challenge, which the housekeeping then deletes', async () => {
    const expired = await sut.issue('sign-in', null);
    unit.clock.advance(CHALLENGE_VALID_MS);
    const live = await sut.issue('sign-in', null);

    expect(await sut.redeem(expired, 'sign-in', null)).toBe(false);
    expect(await purgeExpiredWebauthnChallenges(unit.database.manager, new Date(unit.clock.now().getTime() + 1))).toBe(1);
    expect((await unit.database.getRepository(WebauthnChallenge).find()).map((row) => row.challenge)).toEqual([live]);
  });
});
