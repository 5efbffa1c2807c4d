// Where the bench reads the portal's builds and writes its own.
import { join } from 'node:path';

export const benchDir = join(__dirname, '..');
export const repoRoot = join(benchDir, '..');
export const frontendsDir = join(repoRoot, 'frontends');
export const referenceOutputDir = join(benchDir, 'dist', 'reference');
export const resultsDir = join(benchDir, 'results');
/** Gitignored; shared with the e2e suite's screenshots. */
export const screenshotsDir = join(repoRoot, '.tmp', 'screenshots');
