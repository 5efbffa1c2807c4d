/**
 * Proves that the migrations of each engine build exactly the schema of the entities:
 * `npm run migration:check` (SQLite; MariaDB/MySQL too when TEST_DATABASE_URL is set).
 * Exits 1, printing the missing SQL, when an entity changed without a migration.
 */
import { pendingSchemaChanges } from './schema-diff';
import { emptyDatabases } from './engines-under-test';

async function main(): Promise<number> {
  if (!process.env.TEST_DATABASE_URL) {
    console.log('TEST_DATABASE_URL is not set: checking SQLite only (set it to check MySQL/MariaDB too).');
  }
  const databases = await emptyDatabases(process.env.TEST_DATABASE_URL);
  let missing = 0;
  try {
    for (const database of databases) {
      const { up } = await pendingSchemaChanges(database.config);
      if (up.length === 0) {
        console.log(`${database.engine}: migrations match the entities.`);
      } else {
        missing += 1;
        console.log(`${database.engine}: a migration is missing; it would run:`);
        for (const query of up) console.log(`  ${query.query};`);
      }
    }
  } finally {
    await Promise.all(databases.map((database) => database.dispose()));
  }
  if (missing > 0) console.log('Run `npm run migration:generate -- <Name>` and add the new classes to the index files.');
  return missing > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
