import { enterpriseCatalogues } from './enterprise-catalogues';

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child as object, `${prefix}${key}.`),
  );
}

describe('enterprise catalogues', () => {
  it('translate every English key into Italian, none left empty', () => {
    expect(leafKeys(enterpriseCatalogues.it).sort()).toEqual(leafKeys(enterpriseCatalogues.en).sort());
    expect(JSON.stringify(enterpriseCatalogues.it)).not.toContain('""');
  });

  it('keep the spec words of the notifications and tabs', () => {
    const { en } = enterpriseCatalogues;
    expect([en.name.added, en.name.updated, en.domains.added]).toEqual([
      'Enterprise added successfully',
      'Enterprise updated successfully',
      'Domain added successfully',
    ]);
    expect(en.error).toBe('Error: {{message}}');
    expect([en.tabs.domains, en.tabs.users, en.tabs.singleSignOn, en.domains.claimUsers]).toEqual(['Domains', 'Users', 'Single Sign-On', 'Claim Users']);
  });
});
