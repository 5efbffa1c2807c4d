// Scenario 3: the single sign-on hand-off, GET /v1/users/me/session?clientId&return with a session
// cookie, then POST /v1/handoff/redeem by the application's server (HTTP Basic client credentials)
// with the token it got, against a bare server doing the same reads, writes and ES256 signature on
// the same database. Throughput is in hand-offs (two requests each); latency is per request.
// Target: >= 0.5x.
import type autocannon from 'autocannon';
import { startBareServer } from '../lib/bare-server';
import { rotation, seedAccounts, signInMany } from '../lib/bench-accounts';
import { compareSides, comparisonFigures, httpSide, warnings } from '../lib/compare';
import { startIdentity } from '../lib/identity-server';
import type { LoadTarget } from '../lib/load';
import type { Scenario, ScenarioResult } from '../scenario';

const CONNECTIONS = 16;
const TARGET = 0.5;
const CLIENT_ID = 'weather-radar';

interface HandoffContext {
  token?: string;
}

/** The two requests of one hand-off; the redemption carries the token the first one answered. */
function handoffTarget(url: string, cookies: readonly string[], clientSecret: string): LoadTarget {
  const nextCookie = rotation(cookies);
  const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${clientSecret}`).toString('base64')}`;
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      path: `/v1/users/me/session?clientId=${CLIENT_ID}&return=%2Fradar%2Ftoday`,
      setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: nextCookie() } }),
      onResponse: (status, body, context: HandoffContext) => {
        context.token = status === 200 ? (JSON.parse(body) as { token: string }).token : undefined;
      },
    },
    {
      method: 'POST',
      path: '/v1/handoff/redeem',
      headers: { authorization: basic, 'content-type': 'application/json' },
      setupRequest: (request, context: HandoffContext) => ({ ...request, body: JSON.stringify({ token: context.token ?? 'none' }) }),
    },
  ];
  return { url, requests };
}

export const handoffScenario: Scenario = {
  id: '3-handoff',
  title: 'hand-off: GET /v1/users/me/session + POST /v1/handoff/redeem',
  engines: ['sqlite', 'mariadb'],
  async run(context): Promise<ScenarioResult[]> {
    const server = await startIdentity(context, { name: 'handoff' });
    try {
      const { accounts } = await seedAccounts(server, 200);
      const cookies = await signInMany(server, accounts, context.quick ? 20 : 50);
      const { client_secret: clientSecret } = JSON.parse(await server.command(['rotate-secrets', '--client-id', CLIENT_ID, '--json'])) as { client_secret: string };
      // The first redemption makes the signing key; the bare server only reads it.
      const warmUp = await fetch(`${server.url}/v1/users/me/session?clientId=${CLIENT_ID}`, { headers: { cookie: cookies[0] } });
      const { token } = (await warmUp.json()) as { token: string };
      const redeemed = await fetch(`${server.url}/v1/handoff/redeem`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ token }),
      });
      if (redeemed.status !== 200) throw new Error(`the warm-up hand-off answered ${redeemed.status}: ${await redeemed.text()}`);
      const bare = await startBareServer(context, server);
      try {
        const product = httpSide('identity hand-off', server.pid, handoffTarget(server.url, cookies, clientSecret), CONNECTIONS);
        const baseline = httpSide('bare hand-off', bare.pid, handoffTarget(bare.url, cookies, clientSecret), CONNECTIONS);
        const comparison = await compareSides(context, product, baseline);
        const { product: productFigures, baseline: baselineFigures } = comparisonFigures(comparison, 2);
        const ratio = comparison.ratio;
        return [
          {
            id: '3-handoff',
            title: this.title,
            engine: context.engine,
            product: { label: product.label, figures: productFigures },
            baseline: { label: `bare node:http + ${server.database.engine === 'sqlite' ? 'better-sqlite3' : 'mysql2'} + node:crypto ES256`, figures: baselineFigures },
            ratio,
            ratioOf: 'hand-offs/s product/bare, median of the paired slices (req/s column: hand-offs/s; latency per request)',
            target: `>= ${TARGET}x, RSS < 250 MB`,
            pass: ratio >= TARGET && (productFigures.peakRssMiB ?? 0) < 250,
            notes: [...warnings('product', productFigures), ...warnings('baseline', baselineFigures)],
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
