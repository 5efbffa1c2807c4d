// `npm start`: everything a fresh clone needs, then the whole product on its embedded defaults:
// the identity API (SQLite under ./data) and the portal (shell + remotes).
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, must, root } from './lib.mjs';

await ensureInstalled();
await buildAll();

const identityPort = process.env.IDENTITY_PORT ?? '3000';
const portalPort = process.env.PORTAL_PORT ?? '8080';
const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  IDENTITY_PORT: identityPort,
  PORTAL_PORT: portalPort,
  DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'),
  PUBLIC_API_URL: process.env.PUBLIC_API_URL ?? `http://localhost:${identityPort}`,
  PORTAL_URL: process.env.PORTAL_URL ?? `http://localhost:${portalPort}`,
  PORTAL_API_URL: process.env.PORTAL_API_URL ?? `http://localhost:${identityPort}`,
};

console.log(`\n• identity API  http://localhost:${identityPort}  (OpenAPI: /docs)`);
console.log(`• portal        http://localhost:${portalPort}\n`);

await must(
  'npx',
  [
    'concurrently',
    '--kill-others',
    '--names', 'identity,portal',
    '--prefix-colors', 'blue,green',
    'npm run start -w @weather/identity',
    'npm run serve -w @weather/shell',
  ],
  { env },
);
