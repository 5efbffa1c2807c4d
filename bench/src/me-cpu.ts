// CPU time of the identity process per GET /v1/users/me (scenario 2's request), or with --bare of
// the bare baseline's server, for comparing builds on a busy machine (as oidc-cpu.ts does for scenario 7).
//   BENCH_IDENTITY_DIST=/abs/dist npm run me-cpu -w @weather/bench -- [--requests 40000] [--rounds 3] [--bare]
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server';
import { cpuMs, startProbedIdentity } from './lib/cpu-probe';

function load(url: string, cookie: () => string, amount: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${url}/v1/users/me`, connections: 8, amount, requests: [{ method: 'GET', setupRequest: (r) => ({ ...r, headers: { ...r.headers, cookie: cookie() } }) }] },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
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
      const before = cpuMs(target.pid);
      const result = await load(target.url, cookie, amount);
      console.log(`round ${round}: ${(((cpuMs(target.pid) - before) * 1000) / result['2xx']).toFixed(1)} CPU µs per request (${result['2xx']} 2xx, ${result.non2xx} other)`);
    }
    await bare?.stop();
  } finally {
    await server.stop();
  }
}

void main();
