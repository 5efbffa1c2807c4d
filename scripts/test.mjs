// `npm test`: everything a fresh machine can run. Lint, types, the identity service's layering,
// generated-code and migration checks,
// unit and component tests, API e2e on SQLite (and on MySQL/MariaDB when TEST_DATABASE_URL is set, then
// the multi-instance e2e suite there),
// and the browser e2e suite. Every step runs; the summary lists the failures.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildAll } from './build.mjs';
import { ensureInstalled, root, run } from './lib.mjs';

const resultsDir = join(root, '.tmp', 'test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/** jest arguments that make a suite leave its counts for the summary. */
const jestReport = (name) => ['--', '--json', `--outputFile=${join(resultsDir, `${name}.json`)}`];

const withoutDatabaseUrl = { ...process.env };
delete withoutDatabaseUrl.TEST_DATABASE_URL;
const mysqlUrl = process.env.TEST_DATABASE_URL;

const has = (workspace, script) => {
  const path = join(root, workspace, 'package.json');
  return existsSync(path) && Boolean(JSON.parse(readFileSync(path, 'utf8')).scripts?.[script]);
};

const steps = [
  { name: 'lint', cmd: ['npm', 'run', 'lint'] },
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'] },
  { name: 'identity layers', cmd: ['npm', 'run', 'check:layers', '-w', '@weather/identity'], when: () => has('services/identity', 'check:layers') },
  { name: 'api-client is current', cmd: ['npm', 'run', 'check', '-w', '@weather/api-client'], when: () => has('packages/api-client', 'check') },
  { name: 'migrations complete (SQLite)', cmd: ['npm', 'run', 'migration:check', '-w', '@weather/identity'], env: withoutDatabaseUrl, when: () => has('services/identity', 'migration:check') },
  { name: 'migrations complete (MySQL/MariaDB)', cmd: ['npm', 'run', 'migration:check', '-w', '@weather/identity'], when: () => Boolean(mysqlUrl) && has('services/identity', 'migration:check') },
  ...['packages/validation', 'packages/api-client', 'packages/ui', 'services/identity', 'frontends/shell', 'frontends/account', 'frontends/enterprise', 'frontends/admin', 'examples/weather-app', 'bench'].map((ws) => ({
    name: `unit: ${ws}`,
    cmd: ['npm', 'run', 'test', '-w', ws, ...jestReport(`unit-${ws.replace('/', '-')}`)],
    when: () => has(ws, 'test'),
  })),
  // test:e2e:built: the build above made services/identity/dist (some files start it as a process).
  { name: 'API e2e (MySQL/MariaDB)', cmd: ['npm', 'run', 'test:e2e:built', '-w', '@weather/identity', ...jestReport('e2e-api-mysql')], when: () => Boolean(mysqlUrl) && has('services/identity', 'test:e2e:built'), beside: true },
  // With MariaDB, the SQLite run is cut in two halves by jest's --shard, one at the end of each lane
  // (the second after the MariaDB run, listed above it), so neither lane idles a core while the
  // other finishes (ADR 0420's revision).
  ...(mysqlUrl ? [1, 2] : [null]).map((shard) => ({
    name: shard ? `API e2e (SQLite, half ${shard} of 2)` : 'API e2e (SQLite)',
    cmd: ['npm', 'run', 'test:e2e:built', '-w', '@weather/identity', ...jestReport(shard ? `e2e-api-sqlite-${shard}` : 'e2e-api-sqlite'), ...(shard ? [`--shard=${shard}/2`] : [])],
    env: withoutDatabaseUrl,
    when: () => has('services/identity', 'test:e2e:built'),
    beside: shard === 2,
  })),
  // Two production instances on MariaDB and a Redis of the suite's own behind a balancer (docs/adr/0703);
  // services/identity/dist is built by the build above.
  { name: 'multi-instance e2e', cmd: ['npm', 'run', 'test:multi', '-w', '@weather/identity', ...jestReport('e2e-multi')], when: () => Boolean(mysqlUrl) && has('services/identity', 'test:multi'), alone: true },
  { name: 'browser e2e', cmd: ['npm', 'run', 'test', '-w', '@weather/e2e', ...jestReport('e2e-browser')], when: () => has('e2e', 'test') },
];

const suiteStarted = Date.now();
const { nativeModules } = await ensureInstalled();
await buildAll();
await nativeModules;
console.log(`━━ install and build: ${Math.round((Date.now() - suiteStarted) / 1000)} s ━━`);

const failed = [];
const chosen = steps.filter((step) => !step.when || step.when());
const alone = chosen.filter((step) => step.alone || step.name === 'browser e2e');
const beside = chosen.filter((step) => step.beside);
const main = chosen.filter((step) => !step.beside && !alone.includes(step));

/** One step, timed; `log` sends its output to a file (printed when it ends) instead of the terminal. */
async function runStep(step, log) {
  if (!log) console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const code = log ? await runLogged(step, log) : await run(step.cmd[0], step.cmd.slice(1), { env: step.env ?? process.env });
  // Each step's time, so the suite's growth against CI's budget shows in every log.
  console.log(`━━ ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ━━`);
  if (code !== 0) failed.push(step.name);
}

function runLogged(step, log) {
  return new Promise((resolve) => {
    const out = createWriteStream(log);
    const child = spawn(step.cmd[0], step.cmd.slice(1), { cwd: root, env: step.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', () => out.end(() => resolve(1)));
    child.on('close', (code, signal) => out.end(() => resolve(code ?? (signal ? 1 : 0))));
  });
}

// The MariaDB API e2e runs beside the lint, unit and SQLite steps: it waits on the database server as
// much as on a core, and its databases are its own (throwaway per file), so the two lanes share
// nothing but the cores. Its output is kept in a file and printed whole when the lane ends.
const besideLane = (async () => {
  for (const step of beside) {
    const log = join(resultsDir, `${step.name.replace(/[^a-z0-9]+/gi, '-')}.log`);
    console.log(`\n━━ ${step.name}: started beside the other steps (output follows when it ends) ━━`);
    await runStep(step, log);
    console.log(`\n━━ ${step.name}: output ━━\n${readFileSync(log, 'utf8')}`);
  }
})();
for (const step of main) await runStep(step, null);
await besideLane;
// Then alone: the multi-instance suite (two instances, Redis and a balancer, whose background mail a
// loaded machine delayed past its wait) and the browser suite (the whole product and a browser).
for (const step of alone) await runStep(step, null);

let passed = 0;
let failedTests = 0;
/** Tests that failed once and passed when jest ran them again (the browser and API e2e suites' retry, ADR 0423). */
const passedOnRetry = [];
for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
  passed += report.numPassedTests;
  failedTests += report.numFailedTests;
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'passed' && test.retryReasons?.length) passedOnRetry.push(`${relative(root, suite.name)} › ${test.fullName}`);
    }
  }
}

console.log('\n━━ summary ━━');
if (!mysqlUrl) console.log('(TEST_DATABASE_URL not set: the MySQL/MariaDB runs were left out)');
for (const name of failed) console.log(`✖ ${name}`);
for (const name of passedOnRetry) console.log(`⚠ passed only on its second run (flaky; its first error is printed above): ${name}`);
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
console.log(`Time: ${Math.round((Date.now() - suiteStarted) / 1000)} s`);
process.exit(failed.length === 0 ? 0 : 1);
