// Builds every workspace in dependency order, skipping one whose inputs have not changed since its
// last build (a stamp in its dist/), so a second `npm start` does not pay for a full rebuild.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, must, root } from './lib.mjs';

/** Build order: a workspace comes after everything it imports. */
export const buildOrder = [
  { dir: 'packages/validation', deps: [] },
  { dir: 'packages/api-client', deps: ['packages/validation'] },
  { dir: 'services/identity', deps: ['packages/validation'] },
  { dir: 'frontends/account', deps: ['packages/validation', 'packages/api-client', 'packages/ui'] },
  { dir: 'frontends/enterprise', deps: ['packages/validation', 'packages/api-client', 'packages/ui'] },
  { dir: 'frontends/admin', deps: ['packages/validation', 'packages/api-client', 'packages/ui'] },
  { dir: 'frontends/shell', deps: ['packages/validation', 'packages/api-client', 'packages/ui'] },
  { dir: 'examples/weather-app', deps: [] },
];

const ignored = new Set(['node_modules', 'dist', 'coverage', 'data', '.tmp', '@mf-types', 'test-results']);

function newestInput(dir) {
  let newest = 0;
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (ignored.has(entry.name)) continue;
      const full = join(path, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(join(root, dir));
  return newest;
}

function stampOf(dir) {
  const stamp = join(root, dir, 'dist', '.build-stamp');
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
}

export async function buildAll({ force = false } = {}) {
  const rebuilt = new Set();
  for (const { dir, deps } of buildOrder) {
    if (!existsSync(join(root, dir, 'package.json'))) continue;
    const inputs = Math.max(newestInput(dir), ...deps.map(newestInput));
    const stale = force || deps.some((d) => rebuilt.has(d)) || inputs > stampOf(dir);
    if (!stale) {
      console.log(`• ${dir}: up to date`);
      continue;
    }
    console.log(`• building ${dir}…`);
    await must('npm', ['run', 'build', '--if-present', '-w', dir]);
    mkdirSync(join(root, dir, 'dist'), { recursive: true });
    writeFileSync(join(root, dir, 'dist', '.build-stamp'), new Date().toISOString());
    rebuilt.add(dir);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await ensureInstalled();
  await buildAll({ force: process.argv.includes('--force') });
}
