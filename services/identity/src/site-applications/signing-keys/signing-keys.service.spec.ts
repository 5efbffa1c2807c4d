import type { DataSource } from 'typeorm';
import { keysCipherFactory } from '../../../test/factories/keys-cipher.factory';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { SIGNING_KEY_CACHE_TTL_MS, SigningKeyCache } from './signing-key-cache';
import { SigningKeyCacheInvalidator } from './signing-key-cache.invalidator';
import { SigningKeysService } from './signing-keys.service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe(SigningKeysService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let clock: FixedClock;
  let sut: SigningKeysService;

  beforeEach(async () => {
    unit = await unitModule({
      providers: [SigningKeysService, SigningKeyCache, SigningKeyCacheInvalidator],
      database: 'memory',
      config: { SIGNING_KEY_ACTIVATION_DELAY: '10m' },
      now: new Date('2030-01-01T00:00:00Z'),
    });
    ({ database, clock } = unit);
    sut = unit.get(SigningKeysService);
  });

  afterEach(async () => {
    await unit.close();
  });

  const publishedKids = async () => (await sut.published()).map((key) => key.kid);

  it('makes the first key on first use, and keeps using it', async () => {
    const first = await sut.current();
    expect((await sut.current()).kid).toBe(first.kid);
    expect(await publishedKids()).toEqual([first.kid]);
    expect(JSON.parse(first.publicJwk)).not.toHaveProperty('d');
    // Sealed at rest (docs/adr/0239): the private key opens with the configured key only.
    expect(first.privateJwk).toMatch(/^enc:v1:/);
    expect(JSON.parse(keysCipherFactory().decrypt(first.privateJwk, SEALED.jwtPrivateKey))).toHaveProperty('d');
  });

  it('publishes a rotated key at once, signs with it after the delay, and retires the old one 24 hours later', async () => {
    const old = await sut.current();
    const rotated = await sut.rotate();

    expect(await publishedKids()).toEqual([rotated.kid, old.kid]);
    clock.advance(10 * MINUTE - 1000);
    expect((await sut.current()).kid).toBe(old.kid);
    clock.advance(1000);
    expect((await sut.current()).kid).toBe(rotated.kid);
    clock.advance(24 * HOUR - 1000);
    expect(await publishedKids()).toEqual([rotated.kid, old.kid]);
    clock.advance(1000);
    expect(await publishedKids()).toEqual([rotated.kid]);
  });

  it('keeps every older key published until 24 hours after the newest one activates', async () => {
    const first = await sut.current();
    clock.advance(MINUTE);
    const second = await sut.rotate();
    clock.advance(MINUTE);
    const third = await sut.rotate();

    clock.advance(12 * MINUTE);
    expect((await sut.current()).kid).toBe(third.kid);
    clock.advance(24 * HOUR - 4 * MINUTE);
    expect(await publishedKids()).toEqual([third.kid, second.kid, first.kid]);
    clock.advance(4 * MINUTE);
    expect(await publishedKids()).toEqual([third.kid]);
  });

  it('reads the keys once for a few seconds; a key added elsewhere signs from its activation once the TTL has passed', async () => {
    const first = await sut.current();
    // Making the first key emptied the cache; this read fills it.
    await sut.current();
    const statements = unit.recordStatements();
    expect((await sut.current()).kid).toBe(first.kid);
    expect(statements).toEqual([]);

    // Another instance's key, already active: no TypeORM event of this process reaches the cache.
    await database.query(
      "INSERT INTO signing_keys (kid, private_jwk, public_jwk, created_at, activates_at) SELECT 'rotated-elsewhere', private_jwk, public_jwk, created_at, activates_at FROM signing_keys WHERE id = ?",
      [first.id],
    );
    clock.advance(1000);
    expect((await sut.current()).kid).toBe(first.kid);
    clock.advance(SIGNING_KEY_CACHE_TTL_MS);
    expect((await sut.current()).kid).toBe('rotated-elsewhere');
  });
});
