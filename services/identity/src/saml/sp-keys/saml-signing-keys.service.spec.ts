import type { DataSource } from 'typeorm';
import type { FixedClock } from '../../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../../test/support/unit-module';
import { SamlSigningKey } from './saml-signing-key.entity';
import { SAML_KEY_ROTATION_NOTICE_MS, SamlSigningKeysService } from './saml-signing-keys.service';

describe(SamlSigningKeysService.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let clock: FixedClock;
  let sut: SamlSigningKeysService;

  beforeEach(async () => {
    unit = await unitModule({ providers: [SamlSigningKeysService], database: 'memory', now: new Date('2030-01-01T00:00:00Z') });
    ({ database, clock } = unit);
    sut = unit.get(SamlSigningKeysService);
  });

  afterEach(async () => {
    await unit.close();
  });

  it('makes the key on first use, publishes its certificate and keeps using it', async () => {
    const first = await sut.current();
    expect((await sut.current()).id).toBe(first.id);
    expect(await sut.publishedCertificates()).toEqual([first.certificatePem]);
    expect(first.privateKeyPem).toContain('BEGIN PRIVATE KEY');
    const stored = await database.getRepository(SamlSigningKey).find();
    expect(stored).toHaveLength(1);
    // Sealed at rest with KEYS_ENCRYPTION_KEY (docs/adr/0239); current() opens it.
    expect(stored[0].privateKeyPem).toMatch(/^enc:v1:/);
  });

  it('publishes a rotated certificate at once, signs with it after the notice, and then stops publishing the old one', async () => {
    const old = await sut.current();
    const rotated = await sut.rotate();

    expect(await sut.publishedCertificates()).toEqual([rotated.certificatePem, old.certificatePem]);
    clock.advance(SAML_KEY_ROTATION_NOTICE_MS - 1000);
    expect((await sut.current()).id).toBe(old.id);
    clock.advance(1000);
    expect((await sut.current()).id).toBe(rotated.id);
    expect(await sut.publishedCertificates()).toEqual([rotated.certificatePem]);
  });

  it('rotates at once when asked to (a leaked key)', async () => {
    const old = await sut.current();
    const rotated = await sut.rotate(0);
    expect((await sut.current()).id).toBe(rotated.id);
    expect(await sut.publishedCertificates()).toEqual([rotated.certificatePem]);
    expect(rotated.id).not.toBe(old.id);
  });
});
