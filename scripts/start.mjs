// `npm start`: everything a fresh clone needs, then the whole product on its embedded defaults:
// the identity API (SQLite under ./data), the portal (shell + remotes) and the three seeded weather
// applications (examples/weather-app), so the whole single sign-on journey works on a fresh clone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, must, root } from './lib.mjs';

/**
 * The seeded applications (services/identity/src/site-applications/catalogue/site-applications.seed.ts).
 * weather-forecast signs in through OpenID Connect (its catalogue row carries OIDC settings), the
 * others through the hand-off, so a newcomer sees both ways working (issue 28).
 */
const exampleApps = [
  { clientId: 'weather-radar', port: 4001, signIn: 'hand-off' },
  { clientId: 'weather-forecast', port: 4002, signIn: 'OpenID Connect' },
  { clientId: 'weather-alerts', port: 4003, signIn: 'hand-off' },
];

/** Runs the identity CLI and answers what it printed. */
function identityCli(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'identity', '--', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`npm run identity -- ${args.join(' ')} failed with exit code ${code}`))));
  });
}

/**
 * data/example-apps.json, once: the CLI rotates each seeded application's secrets (running the
 * migrations and seeds itself on a fresh database) and the example applications read them. The
 * client secrets are shown only this once, so the file is the only copy: delete it (or ./data) to
 * start over.
 */
async function ensureExampleAppSecrets(env) {
  const file = join(env.DATA_DIR, 'example-apps.json');
  if (existsSync(file)) return file;
  console.log('• creating the example applications\' secrets (first start)…');
  const apps = [];
  for (const { clientId, port } of exampleApps) {
    const output = await identityCli(['rotate-secrets', '--client-id', clientId, '--json'], env);
    const line = output.split('\n').reverse().find((text) => text.trim().startsWith('{'));
    if (!line) throw new Error(`rotate-secrets printed no JSON for ${clientId}`);
    apps.push({ ...JSON.parse(line), port });
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  writeFileSync(file, `${JSON.stringify(apps, null, 2)}\n`, { mode: 0o600 });
  return file;
}

const { nativeModules } = await ensureInstalled();
await buildAll();
await nativeModules;

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

let exampleAppsFile;
try {
  exampleAppsFile = await ensureExampleAppSecrets(env);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
// What the example applications need to redeem tokens and check JWTs (examples/weather-app/README.md).
env.IDENTITY_URL = process.env.IDENTITY_URL ?? `http://localhost:${identityPort}`;
env.IDENTITY_ISSUER = process.env.IDENTITY_ISSUER ?? env.PUBLIC_API_URL;
env.EXAMPLE_APPS_FILE = process.env.EXAMPLE_APPS_FILE ?? exampleAppsFile;
env.OIDC_CLIENT_IDS =
  process.env.OIDC_CLIENT_IDS ??
  exampleApps
    .filter((app) => app.signIn === 'OpenID Connect')
    .map((app) => app.clientId)
    .join(',');

console.log(`\n• identity API  http://localhost:${identityPort}  (OpenAPI: /docs)`);
console.log(`• portal        http://localhost:${portalPort}`);
for (const { clientId, port, signIn } of exampleApps) console.log(`• ${clientId.padEnd(16)} http://localhost:${port}  (signs in by ${signIn})`);
console.log('');

await must(
  'npx',
  [
    'concurrently',
    '--kill-others',
    '--names', 'identity,portal,apps',
    '--prefix-colors', 'blue,green,magenta',
    'npm run start -w @weather/identity',
    'npm run serve -w @weather/shell',
    'npm run start -w @weather/example-app',
  ],
  { env },
);
