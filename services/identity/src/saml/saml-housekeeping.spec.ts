import { type UnitModule, unitModule } from '../../test/support/unit-module';
import { SamlHousekeeping } from './saml-housekeeping';
import { SamlRequest } from './saml-request.entity';
import { CLOCK_SKEW_MS } from './saml-service-provider';
import { SpentSamlAssertion } from './spent-saml-assertion.entity';

describe(SamlHousekeeping.name, () => {
  let unit: UnitModule;
  let sut: SamlHousekeeping;

  beforeEach(async () => {
    unit = await unitModule({ providers: [SamlHousekeeping], database: 'memory' });
    sut = unit.get(SamlHousekeeping);
  });

  afterEach(async () => {
    await unit.close();
  });

  const at = (offsetMs: number) => new Date(unit.clock.now().getTime() + offsetMs);

  it('deletes expired SAML requests, and spent assertion ids once they could no longer pass', async () => {
    const requests = unit.database.getRepository(SamlRequest);
    await requests.insert([
      { id: '_expired', enterpriseDomainId: 1, issuedAt: at(-20 * 60_000).toISOString(), expiresAt: at(-1000) },
      { id: '_live', enterpriseDomainId: 1, issuedAt: at(0).toISOString(), expiresAt: at(10 * 60_000) },
    ]);
    const spent = unit.database.getRepository(SpentSamlAssertion);
    await spent.insert([
      { id: 'a'.repeat(64), expiresAt: at(-2 * CLOCK_SKEW_MS - 1000) },
      { id: 'b'.repeat(64), expiresAt: at(-1000) },
    ]);

    expect(await sut.purge()).toMatchObject({ samlRequests: 1, spentSamlAssertions: 1 });
    expect((await requests.find()).map((row) => row.id)).toEqual(['_live']);
    expect((await spent.find()).map((row) => row.id)).toEqual(['b'.repeat(64)]);
  });
});
