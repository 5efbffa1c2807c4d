/**
 * Writes the migration that brings each engine's schema up to the entities:
 * `npm run migration:generate -- AddSomething` (SQLite; MySQL/MariaDB too when TEST_DATABASE_URL is
 * set). The new classes must then be added to src/platform/database/migrations/<engine>/index.ts.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pendingSchemaChanges } from './schema-diff';
import { emptyDatabases } from './engines-under-test';
import { renderMigration } from './render-migration';

async function main(): Promise<number> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    console.error('Usage: npm run migration:generate -- <PascalCaseName>');
    return 2;
  }
  const timestamp = Date.now();
  // Runs from dist/tooling/scripts (tsconfig.scripts.json); the migrations are written into the sources.
  const sourceFolder = join(__dirname, '..', '..', '..', 'src', 'platform', 'database', 'migrations');
  const databases = await emptyDatabases(process.env.TEST_DATABASE_URL);
  try {
    for (const database of databases) {
      const diff = await pendingSchemaChanges(database.config);
      if (diff.up.length === 0) {
        console.log(`${database.engine}: nothing to generate.`);
        continue;
      }
      const file = join(sourceFolder, database.engine, `${timestamp}-${name}.ts`);
      writeFileSync(file, renderMigration(`${name}${timestamp}`, diff));
      console.log(`${database.engine}: wrote ${file}`);
    }
  } finally {
    await Promise.all(databases.map((database) => database.dispose()));
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
