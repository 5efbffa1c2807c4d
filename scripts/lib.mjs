// Small helpers shared by the root scripts (start, build, test). Plain Node: these run before
// node_modules exists.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileBesideInstall, compiledBesideInstall, placeCompiled } from './native-modules.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command in the repo root, inheriting stdio; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

/** Runs a command in the repo root with its output collected; resolves with its exit code and output. */
export function capture(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

/** Runs a command and exits the process when it fails. */
export async function must(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
}

/** Packages whose install scripts the project allows (package.json's allowScripts): the native modules. */
function packagesWithScripts() {
  return Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).allowScripts ?? {});
}

/**
 * Builds the native modules: `npm rebuild` of the packages with install scripts, except one whose
 * addon was compiled beside the install (`built`, scripts/native-modules.mjs) and loads.
 */
async function buildNativeModules(stamp, built) {
  const placed = await placeCompiled(root, await built);
  const packages = packagesWithScripts().filter((name) => !(placed && name === compiledBesideInstall));
  const code = packages.length > 0 ? await run('npm', ['rebuild', '--no-audit', '--no-fund', ...packages]) : 0;
  if (code !== 0) {
    console.error(`\n✖ npm rebuild ${packages.join(' ')} failed with exit code ${code}`);
    process.exit(code);
  }
  writeFileSync(stamp, new Date().toISOString());
  console.log(`• native modules built (${packagesWithScripts().join(', ')}${placed ? `; ${compiledBesideInstall} compiled beside the install` : ''})`);
}

/**
 * Installs dependencies on a fresh clone, or when the lockfile changed since the last install.
 * A fresh clone gets `npm ci`: exactly the committed lockfile (docs/adr/0002-npm-install-not-ci.md).
 * If the lockfile is out of step with a package.json (`npm ci` refuses it), or node_modules is only
 * older than the lockfile (after a pull), `npm install`: it follows the lockfile too, and updates the
 * existing node_modules in place instead of deleting it first.
 *
 * On a fresh clone `npm ci` skips the install scripts: better-sqlite3 compiles beside the install
 * (scripts/native-modules.mjs), the other native modules are built beside the workspaces' builds,
 * which do not need them (issue 32): the answer's `nativeModules` settles when
 * they are built; await it before anything runs the service. An install cut short during that build
 * is finished at the next start (a stamp in node_modules says it is done).
 */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const nativeStamp = join(root, 'node_modules', '.native-modules-built');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) {
    // Installed by an earlier start, by `npm ci` with scripts (CI) or by `npm install`: the native
    // modules are built unless an earlier start was cut short while building them.
    const cutShort = existsSync(join(root, 'node_modules', '.native-modules-pending'));
    if (cutShort && !existsSync(nativeStamp)) await buildNativeModules(nativeStamp, compileBesideInstall(root));
    return { nativeModules: Promise.resolve() };
  }
  let installed = false;
  let nativeModules = Promise.resolve();
  if (!existsSync(marker)) {
    console.log(`• installing dependencies (npm ci; ${compiledBesideInstall} compiles beside it)…`);
    const built = compileBesideInstall(root);
    installed = (await run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'])) === 0;
    if (installed) {
      writeFileSync(join(root, 'node_modules', '.native-modules-pending'), new Date().toISOString());
      nativeModules = buildNativeModules(nativeStamp, built);
    } else console.log('• npm ci failed (is package-lock.json in step with every package.json?); trying npm install');
  }
  if (!installed) {
    console.log('• installing dependencies (npm install)…');
    await must('npm', ['install', '--no-audit', '--no-fund']);
  }
  const now = new Date();
  utimesSync(marker, now, now);
  return { nativeModules };
}
