// `npm run bench`: every scenario against its baseline (issue 11, docs/performance.md), one table,
// results in bench/results/bench-<time>.json and bench-latest.json.
// Options: --quick (short runs, figures only indicative), --only <id,...> (scenario ids or their
// number, e.g. --only 1,3 or --only 2-me), --keep (keep the scratch folder with logs and databases),
// --search-users <n> (scenario 4's users; by default 1,000,000, with --quick 100,000).
// Engines: sqlite always; mariadb too when DATABASE_URL is set. Exit code 1 when a target is missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gitCommit, machineInfo, packageVersions } from './lib/machine';
import { formatTable } from './lib/report';
import { repoRoot, resultsDir } from './paths';
import type { BenchContext, Engine, Scenario, ScenarioResult } from './scenario';
import { scenarios } from './scenarios';

/** "1" matches "1-login"; "1-login" matches itself. */
function selected(scenario: Scenario, only: string[] | null): boolean {
  return only === null || only.some((wanted) => scenario.id === wanted || scenario.id.split('-')[0] === wanted);
}

function failedResult(scenario: Scenario, engine: Engine, error: unknown): ScenarioResult {
  const message = error instanceof Error ? error.message : String(error);
  return {
    id: scenario.id,
    title: scenario.title,
    engine,
    product: { label: 'not measured', figures: {} },
    baseline: { label: 'not measured', figures: {} },
    ratio: Number.NaN,
    ratioOf: '-',
    target: '-',
    pass: false,
    notes: [`the measurement failed: ${message.split('\n')[0]}`],
  };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false }, only: { type: 'string' }, keep: { type: 'boolean', default: false }, 'search-users': { type: 'string' } } });
  const searchUsers = values['search-users'] === undefined ? undefined : Number(values['search-users']);
  if (searchUsers !== undefined && !(Number.isInteger(searchUsers) && searchUsers >= 1_000)) {
    console.error(`--search-users takes a whole number of at least 1000, not "${values['search-users']}"`);
    return 2;
  }
  const only = values.only ? values.only.split(',').map((id) => id.trim()) : null;
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const engines: Engine[] = databaseUrl ? ['sqlite', 'mariadb'] : ['sqlite'];
  const startedAt = new Date();
  const scratch = join(repoRoot, '.tmp', 'bench');
  mkdirSync(scratch, { recursive: true });
  const workRoot = mkdtempSync(join(scratch, `run-${startedAt.toISOString().replace(/[:.]/g, '-')}-`));
  const log = (line: string) => console.log(`[${((Date.now() - startedAt.getTime()) / 1000).toFixed(0).padStart(4)} s] ${line}`);

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios.filter((candidate) => selected(candidate, only))) {
    for (const engine of scenario.engines.filter((candidate) => engines.includes(candidate))) {
      const context: BenchContext = {
        engine,
        databaseUrl: engine === 'mariadb' ? databaseUrl : undefined,
        quick: values.quick,
        searchUsers,
        workDir: join(workRoot, `${scenario.id}-${engine}`),
        log: (line) => log(`${scenario.id} ${engine}: ${line}`),
      };
      mkdirSync(context.workDir, { recursive: true });
      const scenarioStart = Date.now();
      log(`${scenario.id} ${engine}: ${scenario.title}`);
      try {
        results.push(...(await scenario.run(context)));
      } catch (error) {
        console.error(error);
        results.push(failedResult(scenario, engine, error));
      }
      log(`${scenario.id} ${engine}: done in ${((Date.now() - scenarioStart) / 1000).toFixed(0)} s`);
    }
  }

  const finishedAt = new Date();
  console.log(`\n${formatTable(results)}\n`);
  const report = {
    startedAt: startedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    quick: values.quick,
    engines,
    commit: gitCommit(),
    machine: machineInfo(),
    versions: packageVersions(),
    results,
  };
  mkdirSync(resultsDir, { recursive: true });
  const json = JSON.stringify(report, null, 2);
  const file = join(resultsDir, `bench-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(join(resultsDir, 'bench-latest.json'), json);
  console.log(`Results written to ${file} (${report.durationSeconds} s)`);
  if (values.keep) console.log(`Logs and databases kept in ${workRoot}`);
  else rmSync(workRoot, { recursive: true, force: true });
  return results.length > 0 && results.every((result) => result.pass) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
