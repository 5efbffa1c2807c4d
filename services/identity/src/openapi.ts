/**
 * Writes the OpenAPI document without a server or a database file:
 * `npm run openapi -w @weather/identity -- --out openapi.json` (stdout without --out).
 * The configuration is fixed (not read from the environment), so the bytes depend on the code only.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createIdentityApp, identityOpenApiDocument } from './app.factory';
import { createRootLogger } from './platform/http/request-logging';
import { loadConfig } from './platform/config/load-config';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const defaults = loadConfig({ NODE_ENV: 'test', DEMO_ADMIN: 'off' }, tmpdir());
  // An in-memory database: the document needs the modules, not data.
  const config = { ...defaults, database: { engine: 'sqlite' as const, path: ':memory:' } };
  const app = await createIdentityApp(config, createRootLogger('error'));
  try {
    const json = `${JSON.stringify(identityOpenApiDocument(app, config), null, 2)}\n`;
    if (values.out) {
      const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, json);
      console.error(`OpenAPI document written to ${file}`);
    } else {
      process.stdout.write(json);
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
