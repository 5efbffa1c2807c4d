// CPU time of the identity process per GET /v1/users/me (scenario 2's request), or with --bare of
// the bare baseline's server, for comparing builds on a busy machine (as oidc-cpu.ts does for scenario 7).
// With --compare, a second build runs beside the first and the rounds alternate between them, so a
// drift of the machine's speed (seen here: ±5 µs between runs minutes apart) falls on both alike.
//   BENCH_IDENTITY_DIST=/abs/dist npm run me-cpu -w @weather/bench -- [--requests 40000] [--rounds 3] [--bare | --compare /abs/other-dist]
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { median } from './lib/alternate';
import { startBareServer } from './lib/bare-server';
import { type ProbedIdentity, startProbedIdentity, threadCpuMs } from './lib/cpu-probe';

interface Target {
  label: string;
  url: string;
  pid: number;
  cookie: () => string;
}

function load(target: Target, amount: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${target.url}/v1/users/me`, connections: 8, amount, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, headers: { ...r.headers, cookie: target.cookie() } }) }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** CPU µs per request by thread name: `main`, and the others by name (on Node 20, V8's helpers and libuv's pool are all `node`). */
function cpuByThreadKind(after: Map<string, number>, before: Map<string, number>, requests: number): Map<string, number> {
  const byKind = new Map<string, number>();
  for (const [thread, ms] of after) {
    const kind = thread.replace(/-\d+$/, '');
    byKind.set(kind, (byKind.get(kind) ?? 0) + ((ms - (before.get(thread) ?? 0)) * 1000) / requests);
  }
  return byKind;
}

/** One measured round: the target's CPU µs per request, printed with its threads. */
async function round(target: Target, amount: number, number: number): Promise<number> {
  const before = threadCpuMs(target.pid);
  const result = await load(target, amount);
  const byKind = cpuByThreadKind(threadCpuMs(target.pid), before, result['2xx']);
  const total = [...byKind.values()].reduce((sum, us) => sum + us, 0);
  const kinds = [...byKind].map(([kind, us]) => `${kind} ${us.toFixed(1)}`).join(', ');
  console.log(`${target.label} round ${number}: ${total.toFixed(1)} CPU µs per request (${kinds}; ${result['2xx']} 2xx, ${result.non2xx} other)`);
  return total;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { requests: { type: 'string', default: '40000' }, rounds: { type: 'string', default: '3' }, bare: { type: 'boolean', default: false }, compare: { type: 'string' } },
  });
  const amount = Number(values.requests);
  const probed: ProbedIdentity[] = [];
  const stops: Array<() => Promise<void>> = [];
  try {
    probed.push(await startProbedIdentity('me-cpu'));
    if (values.compare) probed.push(await startProbedIdentity('me-cpu-compare', join(values.compare, 'main.js')));
    const targets: Target[] = probed.map(({ server, cookie }, index) => ({ label: index === 0 ? 'build' : 'compared', url: server.url, pid: server.pid, cookie }));
    stops.push(...probed.map(({ server }) => () => server.stop()));
    if (values.bare) {
      const bare = await startBareServer(probed[0].context, probed[0].server);
      stops.unshift(() => bare.stop());
      targets.splice(0, targets.length, { label: 'bare', url: bare.url, pid: bare.pid, cookie: probed[0].cookie });
    }
    // The servers on one core, the load on the other: less noise than sharing both.
    for (const target of targets) execFileSync('taskset', ['-a', '-pc', '0', String(target.pid)]);
    execFileSync('taskset', ['-a', '-pc', '1', String(process.pid)]);
    for (const target of targets) await load(target, amount);
    const totals = targets.map(() => [] as number[]);
    for (let number = 1; number <= Number(values.rounds); number += 1) {
      for (const [index, target] of targets.entries()) totals[index].push(await round(target, amount, number));
    }
    if (targets.length > 1) console.log(targets.map((target, index) => `${target.label}: median ${median(totals[index]).toFixed(1)} µs`).join(', '));
  } finally {
    for (const stop of stops) await stop();
  }
}

void main();
