/**
 * Serves the built portal: `npm run serve -w @weather/shell`.
 * Environment: PORTAL_PORT (8080), PORTAL_HOST (0.0.0.0), PORTAL_API_URL (http://localhost:3000),
 * PORTAL_HELP_URL, PORTAL_REMOTES_FILE (frontends/remotes.json), PORTAL_FRAME_ANCESTORS, PORTAL_URL
 * (https sends HSTS), PORTAL_CAPTCHA_PROVIDER (docs/adr/0232).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPortalServer, portalSettingsFromEnv } from './portal-server.mjs';

const frontendsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const settings = portalSettingsFromEnv(process.env, frontendsDir);
const server = createPortalServer(settings);

server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  process.stdout.write(`portal listening on http://localhost:${port} (API ${settings.apiUrl}, remotes ${settings.remotesFile})\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
