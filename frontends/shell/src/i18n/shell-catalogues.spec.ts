import { shellCatalogues } from './shell-catalogues';

function leafKeys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : leafKeys(child as object, `${prefix}${key}.`),
  );
}

describe('shell catalogues', () => {
  it('translate every English key into Italian, none left empty', () => {
    expect(leafKeys(shellCatalogues.it).sort()).toEqual(leafKeys(shellCatalogues.en).sort());
    expect(JSON.stringify(shellCatalogues.it)).not.toContain('""');
  });
});
