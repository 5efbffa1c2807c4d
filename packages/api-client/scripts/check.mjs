// `npm run check -w @weather/api-client`: regenerates into a temporary folder and fails when the
// committed openapi.json or src/schema.d.ts differ, so a service change cannot leave the client stale.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateInto, outputs, parseArguments, sourceDocument } from './codegen.mjs';

const STALE = 'api-client is stale: run npm run generate -w @weather/api-client';

const scratch = mkdtempSync(join(tmpdir(), 'api-client-check-'));
try {
  const options = parseArguments(process.argv.slice(2));
  const fresh = await generateInto(scratch, sourceDocument(options));
  const stale = Object.entries(outputs).filter(([kind, file]) => {
    const committed = join(options.packageDir, file);
    return !existsSync(committed) || readFileSync(committed, 'utf8') !== fresh[kind];
  });
  if (stale.length > 0) {
    console.error(STALE);
    for (const [, file] of stale) console.error(`  differs: ${file}`);
    process.exitCode = 1;
  } else {
    console.log('api-client is current');
  }
} catch (error) {
  console.error(`api-client check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
