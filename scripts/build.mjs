// Builds every workspace in dependency order (two at a time where they do not depend on each other), skipping one whose inputs have not changed since its
// last build (a stamp in its dist/), so a second `npm start` does not pay for a full rebuild.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { capture, ensureInstalled, root } from './lib.mjs';

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

/** Builds at once: the machine this runs on has two cores, and a webpack build keeps one busy. */
const slots = Math.max(1, Math.min(2, availableParallelism()));

/**
 * Builds every stale workspace, each as soon as what it imports is built, `slots` at a time, in
 * buildOrder's order among those ready (issue 32: a fresh clone's first start). A build's output is
 * printed when it ends, so two builds' lines do not interleave.
 */
export async function buildAll({ force = false } = {}) {
  const present = buildOrder.filter(({ dir }) => existsSync(join(root, dir, 'package.json')));
  const rebuilt = new Set();
  const done = new Set();
  const running = new Map();
  const waiting = [...present];
  const started = Date.now();

  const ready = ({ deps }) => deps.every((dep) => done.has(dep) || !present.some((entry) => entry.dir === dep));
  const launch = ({ dir, deps }) => {
    const inputs = Math.max(newestInput(dir), ...deps.map(newestInput));
    const stale = force || deps.some((d) => rebuilt.has(d)) || inputs > stampOf(dir);
    if (!stale) {
      console.log(`• ${dir}: up to date`);
      return Promise.resolve({ dir, built: false });
    }
    console.log(`• building ${dir}…`);
    const begun = Date.now();
    return capture('npm', ['run', 'build', '--if-present', '-w', dir]).then(({ code, output }) => {
      if (code !== 0) {
        process.stdout.write(output);
        console.error(`\n✖ the build of ${dir} failed with exit code ${code}`);
        process.exit(code);
      }
      mkdirSync(join(root, dir, 'dist'), { recursive: true });
      writeFileSync(join(root, dir, 'dist', '.build-stamp'), new Date().toISOString());
      const warnings = output.split('\n').filter((line) => /warn|error/i.test(line) && !/^\s*>/.test(line));
      for (const line of warnings) console.log(`  ${line}`);
      console.log(`  ${dir} built in ${Math.round((Date.now() - begun) / 1000)} s`);
      return { dir, built: true };
    });
  };

  while (waiting.length > 0 || running.size > 0) {
    while (running.size < slots) {
      const next = waiting.findIndex(ready);
      if (next < 0) break;
      const [entry] = waiting.splice(next, 1);
      running.set(entry.dir, launch(entry));
    }
    const { dir, built } = await Promise.race(running.values());
    running.delete(dir);
    done.add(dir);
    if (built) rebuilt.add(dir);
  }
  if (rebuilt.size > 0) console.log(`• builds done in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { nativeModules } = await ensureInstalled();
  await buildAll({ force: process.argv.includes('--force') });
  await nativeModules;
}
