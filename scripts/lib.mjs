// Small helpers shared by the root scripts (start, build, test). Plain Node: these run before
// node_modules exists.
import { spawn } from 'node:child_process';
import { existsSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * Installs dependencies on a fresh clone, or when the lockfile changed since the last install.
 * A fresh clone gets `npm ci`: exactly the committed lockfile (docs/adr/0002-npm-install-not-ci.md).
 * If the lockfile is out of step with a package.json (`npm ci` refuses it), or node_modules is only
 * older than the lockfile (after a pull), `npm install`: it follows the lockfile too, and updates the
 * existing node_modules in place instead of deleting it first.
 */
export async function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  let installed = false;
  if (!existsSync(marker)) {
    console.log('• installing dependencies (npm ci)…');
    installed = (await run('npm', ['ci', '--no-audit', '--no-fund'])) === 0;
    if (!installed) console.log('• npm ci failed (is package-lock.json in step with every package.json?); trying npm install');
  }
  if (!installed) {
    console.log('• installing dependencies (npm install)…');
    await must('npm', ['install', '--no-audit', '--no-fund']);
  }
  const now = new Date();
  utimesSync(marker, now, now);
}
