// CPU time of the identity process per GET /v1/users/me (scenario 2's request), or with --bare of
// the bare baseline's server, for comparing builds on a busy machine (as oidc-cpu.ts does for scenario 7).
//   BENCH_IDENTITY_DIST=/abs/dist npm run me-cpu -w @weather/bench -- [--requests 40000] [--rounds 3] [--bare]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server';
import { startProbedIdentity, threadCpuMs } from './lib/cpu-probe';

function load(url: string, cookie: () => string, amount: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}/v1/users/me`, connections: 8, amount, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, headers: { ...r.headers, cookie: cookie() } }) }] },
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

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '40000' }, rounds: { type: 'string', default: '3' }, bare: { type: 'boolean', default: false } } });
  const amount = Number(values.requests);
  const { context, server, cookie } = await startProbedIdentity('me-cpu');
  try {
    const bare = values.bare ? await startBareServer(context, server) : null;
    const target = bare ?? server;
    // The server on one core, the load on the other: less noise than sharing both.
    execFileSync('taskset', ['-a', '-pc', '0', String(target.pid)]);
    execFileSync('taskset', ['-a', '-pc', '1', String(process.pid)]);
    await load(target.url, cookie, amount);
    for (let round = 1; round <= Number(values.rounds); round += 1) {
      const before = threadCpuMs(target.pid);
      const result = await load(target.url, cookie, amount);
      const byKind = cpuByThreadKind(threadCpuMs(target.pid), before, result['2xx']);
      const total = [...byKind.values()].reduce((sum, us) => sum + us, 0);
      const kinds = [...byKind].map(([kind, us]) => `${kind} ${us.toFixed(1)}`).join(', ');
      console.log(`round ${round}: ${total.toFixed(1)} CPU µs per request (${kinds}; ${result['2xx']} 2xx, ${result.non2xx} other)`);
    }
    await bare?.stop();
  } finally {
    await server.stop();
  }
}

void main();
