import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * One owner per table (docs/adr/0603-one-owner-per-table.md), read from the source text: each entity
 * is registered (TypeOrmModule.forFeature) by exactly one module, and only files of that module's
 * top-level folder (users/, auth/, enterprises/, site-applications/, saml/, platform/) take a
 * repository of it or name it to an EntityManager; every other module goes through the owner's exported service.
 */
const SRC = join(__dirname, '..', '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({ path: relative(SRC, path).split(sep).join('/'), text: readFileSync(path, 'utf8') }));
const folderOf = (path: string): string => (path.includes('/') ? path.slice(0, path.indexOf('/')) : '(root)');

/** entity name -> the files that register it */
function registrations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const match of file.text.matchAll(/TypeOrmModule\.forFeature\(\[([^\]]*)\]/g)) {
      for (const name of match[1].split(',').map((part) => part.trim()).filter(Boolean)) {
        found.set(name, [...(found.get(name) ?? []), file.path]);
      }
    }
  }
  return found;
}

describe('one owner per table', () => {
  const registered = registrations();

  it('finds the registrations', () => {
    expect(registered.get('User')).toBeDefined();
    expect(registered.size).toBeGreaterThan(10);
  });

  it('registers each entity in exactly one module', () => {
    const twice = [...registered].filter(([, modules]) => modules.length > 1).map(([entity, modules]) => `${entity}: ${modules.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('registers User only in users/, and the enterprise tables only in enterprises/', () => {
    const misplaced = [
      ...(registered.get('User') ?? []).filter((path) => folderOf(path) !== 'users').map((path) => `User: ${path}`),
      ...['Enterprise', 'EnterpriseDomain', 'SamlAuthenticationProvider'].flatMap((entity) =>
        (registered.get(entity) ?? []).filter((path) => folderOf(path) !== 'enterprises').map((path) => `${entity}: ${path}`),
      ),
    ];
    expect(misplaced).toEqual([]);
  });

  it("takes a repository of, or queries through an EntityManager, only its own module's entities", () => {
    const foreign = files.flatMap((file) =>
      [...file.text.matchAll(/(?:InjectRepository|getRepository)\((\w+)\)|\bmanager\.\w+\((\w+)[,)]/g)]
        .map((match) => match[1] ?? match[2])
        .filter((entity) => registered.has(entity) && !(registered.get(entity) ?? []).some((owner) => folderOf(owner) === folderOf(file.path)))
        .map((entity) => `${file.path}: ${entity}`),
    );
    expect(foreign).toEqual([]);
  });
});
