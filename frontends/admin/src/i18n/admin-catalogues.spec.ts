import { adminCatalogues } from './admin-catalogues';

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child as object, `${prefix}${key}.`),
  );
}

describe('admin catalogues', () => {
  it('translate every English key into Italian, none left empty', () => {
    expect(leafKeys(adminCatalogues.it).sort()).toEqual(leafKeys(adminCatalogues.en).sort());
    expect(JSON.stringify(adminCatalogues.it)).not.toContain('""');
  });

  it('keep the spec words of the application notices and the impersonation page', () => {
    const { en } = adminCatalogues;
    expect([en.form.added, en.form.updated, en.form.saved, en.form.failedToSave]).toEqual([
      'Application Added!',
      'Application Updated!',
      'Application Saved!',
      'Sorry, Application could not be saved!',
    ]);
    expect([en.impersonation.noUsers, en.impersonation.loadMore, en.impersonation.impersonate]).toEqual(['No users found', 'Load more', 'Impersonate User']);
  });
});
