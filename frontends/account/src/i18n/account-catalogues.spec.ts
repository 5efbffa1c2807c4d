import { accountCatalogues } from './account-catalogues';

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child as object, `${prefix}${key}.`),
  );
}

describe('account catalogues', () => {
  it('translate every English key into Italian, none left empty', () => {
    expect(leafKeys(accountCatalogues.it).sort()).toEqual(leafKeys(accountCatalogues.en).sort());
    expect(JSON.stringify(accountCatalogues.it)).not.toContain('""');
  });

  it('keep the spec words of the notifications', () => {
    expect(accountCatalogues.en.profile.updated).toBe('Profile Updated');
    expect(accountCatalogues.en.profile.notUpdated).toBe('Profile not updated');
  });
});
