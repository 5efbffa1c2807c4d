// Where the suite finds the built workspaces and where it leaves what a person may want to look at.
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..', '..');

/** E2E_IDENTITY_DIST: another build of the API (an absolute path), to try a change without rebuilding the shared dist. */
const identityDist = process.env.E2E_IDENTITY_DIST || join(repoRoot, 'services', 'identity', 'dist');
export const identityMain = join(identityDist, 'main.js');
export const identityCli = join(identityDist, 'cli.js');
export const portalServer = join(repoRoot, 'frontends', 'shell', 'server', 'serve.mjs');
export const exampleAppMain = join(repoRoot, 'examples', 'weather-app', 'dist', 'main.js');
export const remotesManifest = join(repoRoot, 'frontends', 'remotes.json');

/** Kept after the run (gitignored): server logs and screenshots for a failed or reviewed run. */
export const artifactsDir = join(repoRoot, '.tmp');
export const logsDir = join(artifactsDir, 'e2e-logs');
export const screenshotsDir = join(artifactsDir, 'screenshots');
