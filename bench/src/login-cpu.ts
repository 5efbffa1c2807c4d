// CPU time per password sign-in (scenario 1's request) of the identity process, thread by thread
// (main, libuv pool, V8's helpers), beside the bare argon2 verifier's per verification, and the
// load generator's own: where a sign-in spends what the bare verification does not.
//   BENCH_IDENTITY_DIST=/abs/dist npm run login-cpu -w @weather/bench -- [--requests 4000] [--rounds 2]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startArgon2Side } from './lib/argon2-side';
import { rotation, seedAccounts, signInRequest } from './lib/bench-accounts';
import { probeContext, threadCpuMs } from './lib/cpu-probe';
import { startIdentity } from './lib/identity-server';

function difference(after: Map<string, number>, before: Map<string, number>, per: number): string {
  const rows = [...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / per] as const).filter(([, ms]) => ms > 0);
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  return `${total.toFixed(2)} ms (${rows.map(([name, ms]) => `${name} ${ms.toFixed(2)}`).join(', ')})`;
}

/** Idle and total jiffies of the whole machine (/proc/stat's first line). */
function machineTicks(): { idle: number; total: number } {
  const values = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  return { idle: values[3] + values[4], total: values.reduce((sum, value) => sum + value, 0) };
}

function idleShare(after: { idle: number; total: number }, before: { idle: number; total: number }): string {
  return `${((100 * (after.idle - before.idle)) / (after.total - before.total)).toFixed(1)}% idle`;
}

function selfCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { requests: { type: 'string', default: '4000' }, rounds: { type: 'string', default: '2' } } });
  const amount = Number(values.requests);
  const server = await startIdentity(probeContext('login-cpu'), { name: 'login-cpu' });
  try {
    const { accounts, passwordHash } = await seedAccounts(server, 1000);
    const next = rotation(accounts);
    const signIns = () =>
      new Promise<autocannon.Result>((resolve, reject) => {
        autocannon(
          { url: `${server.url}/auth/login`, connections: 16, amount, requests: [signInRequest(next)] },
          (error, result) => (error ? reject(error) : resolve(result)),
        );
      });
    // V8 optimizes the sign-in's path only after some thousands of requests (scenario 1's warm-up).
    await signIns();
    for (let round = 1; round <= Number(values.rounds); round += 1) {
      const before = threadCpuMs(server.pid);
      const ownBefore = selfCpuMs();
      const ticks = machineTicks();
      const result = await signIns();
      const per = result['2xx'];
      console.log(
        `sign-in round ${round}: ${difference(threadCpuMs(server.pid), before, per)}; load generator ${((selfCpuMs() - ownBefore) / per).toFixed(2)} ms (${per} 2xx, ${result.non2xx} other, ${(per / result.duration).toFixed(1)}/s, ${idleShare(machineTicks(), ticks)})`,
      );
    }
    const baseline = await startArgon2Side(passwordHash, accounts[0].password, 16);
    try {
      for (let round = 1; round <= Number(values.rounds); round += 1) {
        const before = threadCpuMs(baseline.pid);
        const ticks = machineTicks();
        const started = Date.now();
        const { throughput } = await baseline.peak(10);
        const done = (throughput * (Date.now() - started)) / 1000;
        console.log(`bare verify round ${round}: ${difference(threadCpuMs(baseline.pid), before, done)} (${Math.round(done)} verifications, ${throughput.toFixed(1)}/s, ${idleShare(machineTicks(), ticks)})`);
      }
    } finally {
      baseline.stop();
    }
  } finally {
    await server.stop();
  }
}

void main();
