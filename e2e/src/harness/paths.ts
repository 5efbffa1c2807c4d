// Where the suite finds the built workspaces and where it leaves what a person may want to look at.
import { join } from 'node:path';

export const repoRoot = join(__dirname, '..', '..', '..');

export const identityMain = join(repoRoot, 'services', 'identity', 'dist', 'main.js');
export const identityCli = join(repoRoot, 'services', 'identity', 'dist', 'cli.js');
export const portalServer = join(repoRoot, 'frontends', 'shell', 'server', 'serve.mjs');
export const exampleAppMain = join(repoRoot, 'examples', 'weather-app', 'dist', 'main.js');
export const remotesManifest = join(repoRoot, 'frontends', 'remotes.json');

/** Kept after the run (gitignored): server logs and screenshots for a failed or reviewed run. */
export const artifactsDir = join(repoRoot, '.tmp');
export const logsDir = join(artifactsDir, 'e2e-logs');
export const screenshotsDir = join(artifactsDir, 'screenshots');
