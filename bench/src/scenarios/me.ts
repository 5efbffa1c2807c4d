// Scenario 2: GET /v1/users/me with a session cookie, against a bare node:http server doing the
// same indexed reads (session by the hash of the cookie, its user and time zone) on the same
// database. Target: >= 0.6x, and p99 < 25 ms at 70% of the product's peak.
import { startBareServer } from '../lib/bare-server';
import { rotation, seedAccounts, signInMany } from '../lib/bench-accounts';
import { compareSides, comparisonFigures, httpSide, warnings } from '../lib/compare';
import { startIdentity } from '../lib/identity-server';
import type { LoadTarget } from '../lib/load';
import type { Scenario, ScenarioResult } from '../scenario';

const CONNECTIONS = 16;
const TARGET = 0.6;
const P99_LIMIT_MS = 25;

/** GET /v1/users/me on `url`, each request with the next session cookie. */
function meTarget(url: string, cookies: readonly string[]): LoadTarget {
  const nextCookie = rotation(cookies);
  return {
    url: `${url}/v1/users/me`,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: nextCookie() } }) }],
  };
}

export const meScenario: Scenario = {
  id: '2-me',
  title: 'the session: GET /v1/users/me with a session cookie',
  engines: ['sqlite', 'mariadb'],
  async run(context): Promise<ScenarioResult[]> {
    const server = await startIdentity(context, { name: 'me' });
    try {
      const { accounts } = await seedAccounts(server, 200);
      const cookies = await signInMany(server, accounts, context.quick ? 20 : 50);
      context.log(`${cookies.length} sessions opened`);
      const bare = await startBareServer(context, server);
      try {
        const product = httpSide('identity GET /v1/users/me', server.pid, meTarget(server.url, cookies), CONNECTIONS);
        const baseline = httpSide('bare node:http + driver', bare.pid, meTarget(bare.url, cookies), CONNECTIONS);
        const comparison = await compareSides(context, product, baseline);
        const { product: productFigures, baseline: baselineFigures } = comparisonFigures(comparison);
        const ratio = comparison.ratio;
        const p99 = productFigures.p99 ?? Number.POSITIVE_INFINITY;
        return [
          {
            id: '2-me',
            title: this.title,
            engine: context.engine,
            product: { label: product.label, figures: productFigures },
            baseline: { label: `bare node:http + ${server.database.engine === 'sqlite' ? 'better-sqlite3' : 'mysql2'}, same queries`, figures: baselineFigures },
            ratio,
            ratioOf: 'requests/s product/bare (median of the paired slices)',
            target: `>= ${TARGET}x, p99 < ${P99_LIMIT_MS} ms, RSS < 250 MB`,
            pass: ratio >= TARGET && p99 < P99_LIMIT_MS && (productFigures.peakRssMiB ?? 0) < 250,
            notes: [`product p99 at 70% of its peak: ${p99} ms (limit ${P99_LIMIT_MS} ms)`, ...warnings('product', productFigures), ...warnings('baseline', baselineFigures)],
          },
        ];
      } finally {
        await bare.stop();
      }
    } finally {
      await server.stop();
    }
  },
};
