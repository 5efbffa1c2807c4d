// CPU time of the identity process per OpenID Connect sign-in (scenario 7's operation), for comparing
// two builds on a busy machine, where throughput ratios move with whatever else runs: the process's
// own user + system time (/proc/<pid>/stat) over a fixed number of sign-ins barely does.
//   BENCH_IDENTITY_DIST=/abs/dist npm run oidc-cpu -w @weather/bench -- [--sign-ins 600] [--rounds 3]
// Prints CPU ms per sign-in for each round (after a warm-up as long as one round) and the peak RSS.
import { parseArgs } from 'node:util';
import { cpuMs, startProbedIdentity } from './lib/cpu-probe';
import { keepAliveAgent } from './lib/http-exchange';
import { oidcCodeFlow } from './lib/oidc-code-flow';
import { watchRss } from './lib/rss';
import { registerClient } from './scenarios/oidc';

const IN_FLIGHT = 4;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'sign-ins': { type: 'string', default: '600' }, rounds: { type: 'string', default: '3' } } });
  const signIns = Number(values['sign-ins']);
  const { server, cookie } = await startProbedIdentity('oidc-cpu');
  try {
    const client = await registerClient(server);
    const agent = keepAliveAgent(IN_FLIGHT);
    const run = async (count: number): Promise<void> => {
      let left = count;
      const worker = async (): Promise<void> => {
        while (left > 0) {
          left -= 1;
          await oidcCodeFlow(agent, server.url, client, cookie)();
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    };
    await run(signIns);
    const rss = watchRss(server.pid);
    for (let round = 1; round <= Number(values.rounds); round += 1) {
      const cpuBefore = cpuMs(server.pid);
      const startedAt = performance.now();
      await run(signIns);
      const seconds = (performance.now() - startedAt) / 1000;
      console.log(`round ${round}: ${((cpuMs(server.pid) - cpuBefore) / signIns).toFixed(2)} CPU ms per sign-in (${(signIns / seconds).toFixed(1)} sign-ins/s at ${IN_FLIGHT} in flight)`);
    }
    console.log(`peak RSS ${rss.stop()} MiB`);
    agent.destroy();
  } finally {
    await server.stop();
  }
}

void main();
