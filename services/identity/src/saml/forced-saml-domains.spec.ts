import type { DataSource } from 'typeorm';
import { anEnterprise, anEnterpriseDomain } from '../../test/factories/entity.factory';
import type { FixedClock } from '../../test/support/fixed-clock';
import { type UnitModule, unitModule } from '../../test/support/unit-module';
import { EnterpriseDomainRecords } from '../enterprises/domains/enterprise-domain-records';
import { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import { Enterprise } from '../enterprises/enterprise.entity';
import { SamlAuthenticationProvider } from '../enterprises/saml-authentication-provider.entity';
import { FORCED_SAML_CACHE_TTL_MS, ForcedSamlDomainCache } from './forced-saml-domain-cache';
import { ForcedSamlDomainCacheInvalidator } from './forced-saml-domain-cache.invalidator';
import { ForcedSamlDomains } from './forced-saml-domains';

describe(ForcedSamlDomains.name, () => {
  let unit: UnitModule;
  let database: DataSource;
  let clock: FixedClock;
  let sut: ForcedSamlDomains;

  beforeEach(async () => {
    unit = await unitModule({
      providers: [ForcedSamlDomains, EnterpriseDomainRecords, ForcedSamlDomainCache, ForcedSamlDomainCacheInvalidator],
      database: 'memory',
      now: new Date(),
    });
    ({ database, clock } = unit);
    sut = unit.get(ForcedSamlDomains);
  });

  afterEach(async () => {
    await unit.close();
  });

  async function addSamlDomain(name: string, isForced: boolean): Promise<{ domain: EnterpriseDomain; provider: SamlAuthenticationProvider }> {
    const enterprise = await unit.insert(anEnterprise({ name: 'Bureau of Clouds' }));
    const domain = await unit.insert(anEnterpriseDomain({ enterpriseId: enterprise.id, name, isVerified: true, authenticationProviderType: 'SAML' }));
    const provider = await database.getRepository(SamlAuthenticationProvider).save({
      enterpriseDomainId: domain.id,
      providerIssuer: 'https://idp.example',
      signonServiceUrl: 'https://idp.example/sso',
      providerCertificate: 'certificate',
      isForced,
    });
    return { domain, provider };
  }

  /** A write this process cannot see (another instance, the CLI): no TypeORM event reaches the cache. */
  async function forceBehindTheCachesBack(providerId: number, forced: boolean): Promise<void> {
    await database.query('UPDATE saml_authentication_providers SET is_forced = ? WHERE id = ?', [forced ? 1 : 0, providerId]);
  }

  it('answers the sign-in address of a verified domain that forces SAML, and null for any other', async () => {
    const { domain } = await addSamlDomain('clouds.example', true);
    await addSamlDomain('rain.example', false);

    expect(await sut.loginUrlFor('ada@Clouds.example')).toContain(`/${domain.id}/`);
    expect(await sut.loginUrlFor('ada@rain.example')).toBeNull();
    expect(await sut.loginUrlFor('ada@unknown.example')).toBeNull();
  });

  it('keeps the answer per domain for a few seconds: a change it cannot see shows after the TTL', async () => {
    const { provider } = await addSamlDomain('clouds.example', false);
    expect(await sut.loginUrlFor('ada@clouds.example')).toBeNull();

    await forceBehindTheCachesBack(provider.id, true);
    expect(await sut.loginUrlFor('bob@clouds.example')).toBeNull();

    clock.advance(FORCED_SAML_CACHE_TTL_MS);
    expect(await sut.loginUrlFor('bob@clouds.example')).not.toBeNull();
  });

  it('sees at once a change of forceSaml made in this process', async () => {
    const { provider } = await addSamlDomain('clouds.example', false);
    expect(await sut.loginUrlFor('ada@clouds.example')).toBeNull();

    await database.getRepository(SamlAuthenticationProvider).update({ id: provider.id }, { isForced: true });
    expect(await sut.loginUrlFor('ada@clouds.example')).not.toBeNull();

    await database.getRepository(SamlAuthenticationProvider).update({ id: provider.id }, { isForced: false });
    expect(await sut.loginUrlFor('ada@clouds.example')).toBeNull();
  });

  it('sees at once a domain added, or removed with its enterprise, in this process', async () => {
    expect(await sut.loginUrlFor('ada@clouds.example')).toBeNull();

    const { domain } = await addSamlDomain('clouds.example', true);
    expect(await sut.loginUrlFor('ada@clouds.example')).not.toBeNull();

    await database.getRepository(Enterprise).delete({ id: domain.enterpriseId });
    expect(await sut.loginUrlFor('ada@clouds.example')).toBeNull();
  });

  it('empties the cache again when a transaction that changed a watched row commits', async () => {
    const { provider } = await addSamlDomain('clouds.example', false);
    await database.transaction(async (manager) => {
      await manager.update(SamlAuthenticationProvider, { id: provider.id }, { isForced: true });
      // An answer cached while the transaction is under way (here SQLite's one connection sees it)...
      expect(await sut.loginUrlFor('ada@clouds.example')).not.toBeNull();
      // ...must not outlive the commit, whatever the transaction wrote after it.
      await manager.query('UPDATE saml_authentication_providers SET is_forced = 0 WHERE id = ?', [provider.id]);
    });
    expect(await sut.loginUrlFor('ada@clouds.example')).toBeNull();
  });
});
