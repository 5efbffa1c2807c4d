// Prints where the CPU of profiled processes went: `npm run profile -w @weather/bench -- <file or
// folder> [--top 30]`. A folder is searched for *.cpuprofile (e.g. a --keep run's .tmp/bench/run-*
// of BENCH_CPU_PROF=1); each profile is summarised on its own (cpu-profile-summary.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type CpuProfile, type Share, summarizeProfile } from './cpu-profile-summary';

function profilesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(path, name))
    .sort();
}

function table(title: string, shares: Share[]): string {
  const lines = shares.map((share) => `${share.percent.toFixed(1).padStart(6)}% ${share.ms.toFixed(0).padStart(8)} ms  ${share.name}`);
  return [`  ${title}`, ...lines].join('\n');
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
if (positionals.length === 0) {
  console.error('usage: profile-summary <file.cpuprofile | folder> ... [--top N]');
  process.exit(2);
}
for (const file of positionals.flatMap(profilesUnder)) {
  const summary = summarizeProfile(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, Number(values.top));
  console.log(`\n${file}\n  busy ${summary.busyMs} ms, idle ${summary.idleMs} ms`);
  console.log(table('self time by package', summary.selfByPackage));
  console.log(table('self time by function', summary.selfByFunction));
  console.log(table('total time of the service’s functions (themselves and what they call)', summary.totalByServiceFunction));
  console.log(table('library self time by the service function nearest above it', summary.libraryTimeByServiceCaller));
}
