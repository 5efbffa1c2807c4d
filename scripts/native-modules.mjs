// better-sqlite3 compiled while `npm ci` runs, on a fresh clone's first start (issue 32). Its compile
// (one C file, SQLite's amalgamation, about 75 s of one core) is the longest single step of a first
// start; `npm ci --ignore-scripts` takes about as long and leaves a core idle. So the package's locked
// tarball is fetched (from the npm cache when it is there), checked against the lockfile's integrity,
// and compiled with npm's own node-gyp in .tmp/native, beside the install; afterwards only the built
// addon is copied into node_modules. Plain Node: this runs before node_modules exists.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { capture } from './lib.mjs';

const name = 'better-sqlite3';
const addon = join('build', 'Release', 'better_sqlite3.node');

/** npm's own node-gyp: npm names it to the scripts it runs; next to npm otherwise. */
function nodeGyp() {
  const candidates = [
    process.env.npm_config_node_gyp,
    process.env.npm_execpath && join(dirname(process.env.npm_execpath), '..', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js'),
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** The locked version and integrity, or null when the lockfile has no such package. */
function locked(root) {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
  const entry = lock.packages?.[`node_modules/${name}`];
  return entry?.version && entry.integrity ? { version: entry.version, integrity: entry.integrity } : null;
}

function integrityOf(file, integrity) {
  const [algorithm] = integrity.split('-');
  return `${algorithm}-${createHash(algorithm).update(readFileSync(file)).digest('base64')}`;
}

/**
 * Starts the compile; settles with the built addon's path, or null when it could not be built here
 * (no npm node-gyp, the tarball unreachable or not the locked one, a failed compile): the caller then
 * rebuilds the package in node_modules as before. Never rejects.
 */
export async function compileBesideInstall(root) {
  try {
    return await compile(root);
  } catch (error) {
    console.log(`• compiling ${name} beside the install failed (${error.message}); it is rebuilt after the install instead`);
    return null;
  }
}

async function compile(root) {
  const gyp = nodeGyp();
  const pin = locked(root);
  if (!gyp || !pin) return null;
  const dir = join(root, '.tmp', 'native', `${name}-${pin.version}-abi${process.versions.modules}`);
  const built = join(dir, addon);
  if (existsSync(built)) return built;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packed = await capture('npm', ['pack', `${name}@${pin.version}`, '--pack-destination', dir, '--silent']);
  const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
  if (packed.code !== 0 || !tarball || integrityOf(join(dir, tarball), pin.integrity) !== pin.integrity) return null;
  const source = join(dir, 'package');
  const extracted = await capture('tar', ['xzf', join(dir, tarball), '-C', dir]);
  if (extracted.code !== 0) return null;
  const compiled = await capture(process.execPath, [gyp, 'rebuild', '--release'], { cwd: source });
  if (compiled.code !== 0 || !existsSync(join(source, addon))) {
    console.log(`• compiling ${name} beside the install failed; it is rebuilt after the install instead`);
    return null;
  }
  mkdirSync(dirname(built), { recursive: true });
  copyFileSync(join(source, addon), built);
  rmSync(source, { recursive: true, force: true });
  return built;
}

/** Puts the addon built beside the install into node_modules; true when the package then loads. */
export async function placeCompiled(root, built) {
  if (!built) return false;
  const target = join(root, 'node_modules', name, addon);
  if (!existsSync(join(root, 'node_modules', name, 'package.json'))) return false;
  mkdirSync(dirname(target), { recursive: true });
  copyFileSync(built, target);
  const check = await capture(process.execPath, ['-e', `new (require('${name}'))(':memory:').prepare('select 1').get()`]);
  if (check.code === 0) return true;
  rmSync(target, { force: true });
  return false;
}

export const compiledBesideInstall = name;
