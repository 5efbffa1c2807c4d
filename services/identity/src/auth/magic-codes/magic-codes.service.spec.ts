import type { DataSource } from 'typeorm';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { MagicCode } from './magic-code.entity';
import { MAGIC_CODE_ALPHABET } from './magic-code-policy';
import { MagicCodeSecret } from './magic-code-secret';
import { MagicCodesService } from './magic-codes.service';

const EMAIL = 'ada@example.com';

describe(MagicCodesService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let clock: FixedClock;
  let sut: MagicCodesService;

  beforeEach(async () => {
    unit = await unitModule({ providers: [MagicCodesService, { provide: MagicCodeSecret, useValue: new MagicCodeSecret(Buffer.from('k'.repeat(32))) }], database: 'memory' });
    ({ database, clock } = unit);
    sut = unit.get(MagicCodesService);
  });

  afterEach(async () => {
    await unit.close();
  });

  /** A code of the alphabet that is not `code`. */
  const otherThan = (code: string) => (code === '2222' ? '3333' : '2222');

  it('issues 4 symbols of the unambiguous alphabet and stores only a 64-hex HMAC', async () => {
    const code = await sut.issue(EMAIL);

    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}$/);
    expect(MAGIC_CODE_ALPHABET).toHaveLength(32);
    const [row] = await database.getRepository(MagicCode).find();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(code);
  });

  it('redeems the right code once, trimmed and uppercased', async () => {
    const code = await sut.issue(EMAIL);

    expect(await sut.redeem(EMAIL, ` ${code.toLowerCase()} `)).toBe('redeemed');
    expect(await sut.redeem(EMAIL, code)).toBe('no_live_code');
  });

  it('does not accept the code for another address', async () => {
    const code = await sut.issue(EMAIL);

    expect(await sut.redeem('bob@example.com', code)).toBe('no_live_code');
  });

  it('refuses a code after 10 minutes', async () => {
    const code = await sut.issue(EMAIL);
    clock.advance(10 * 60_000);

    expect(await sut.redeem(EMAIL, code)).toBe('expired');
  });

  it('accepts the right code after 4 wrong ones, and voids it at the 5th', async () => {
    const code = await sut.issue(EMAIL);
    for (let i = 0; i < 4; i += 1) expect(await sut.redeem(EMAIL, otherThan(code))).toBe('wrong_code');
    expect(await sut.redeem(EMAIL, code)).toBe('redeemed');

    const next = await sut.issue(EMAIL);
    for (let i = 0; i < 5; i += 1) expect(await sut.redeem(EMAIL, otherThan(next))).toBe('wrong_code');
    expect(await sut.redeem(EMAIL, next)).toBe('no_live_code');
  });

  it('keeps only the latest code of an address', async () => {
    const first = await sut.issue(EMAIL);
    let second = await sut.issue(EMAIL);
    while (second === first) second = await sut.issue(EMAIL);

    expect(await sut.redeem(EMAIL, first)).toBe('wrong_code');
    expect(await sut.redeem(EMAIL, second)).toBe('redeemed');
  });

  it('counts a spoiled try like a wrong code', async () => {
    const code = await sut.issue(EMAIL);
    for (let i = 0; i < 5; i += 1) await sut.spoil(EMAIL);

    expect(await sut.redeem(EMAIL, code)).toBe('no_live_code');
  });

  it('compares at most 5 of 20 wrong codes that race, and the right one is then void', async () => {
    const code = await sut.issue(EMAIL);

    const checks = await Promise.all(Array.from({ length: 20 }, () => sut.redeem(EMAIL, otherThan(code))));

    expect(checks.filter((check) => check === 'wrong_code')).toHaveLength(5);
    expect(await sut.redeem(EMAIL, code)).toBe('no_live_code');
  });
});
