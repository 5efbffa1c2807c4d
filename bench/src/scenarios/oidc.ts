// Scenario 7: an OpenID Connect sign-in, code + PKCE (issue 28): a browser holding a portal
// session opens GET /oidc/auth (response_type=code, S256 challenge, state, nonce) and follows the
// service's redirects with the cookies they set until the redirect URI gets its code (the product:
// /oidc/auth -> /oidc/interaction/<uid> -> /oidc/auth/<uid> -> redirect URI; the baseline: one
// redirect), then the application's server redeems the code at POST /oidc/token
// (client_secret_basic, code_verifier) and reads GET /oidc/me (userinfo) with the access token
// (lib/oidc-code-flow.ts; every answer checked: state, nonce, audience, subject).
// Client: a confidential application registered through the API by a SYSADMIN (POST
// /v1/siteapplications with its oidc settings, first party, so no consent), its secret the one
// that answer shows once.
// Baseline: the bare node:http server (baselines/bare-oidc.ts) on the same database: the session by
// the SHA-256 of its cookie, a code row with the PKCE challenge; the client secret's hash compared
// in constant time, the code claimed by a conditional update, PKCE verified, an ES256 ID token
// signed with the service's signing key, an opaque access token stored; the token looked up with
// its user. Codes and access tokens in tables of its own (bench_oidc_codes, bench_oidc_access_tokens,
// created at its start in the same database), not the provider's oidc_payloads (one JSON document
// per kind and id: the provider's storage shape, not the floor's).
// Throughput is in sign-ins per second (the product's five requests, the baseline's three, in
// sequence, 16 sign-ins in flight as 2-me and 3-handoff keep 16 requests: each sign-in holds one
// connection at a time); latency is per sign-in, all its requests. Target: >= 0.4x, RSS < 250 MB.
import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:http';
import { startBareServer } from '../lib/bare-server';
import { rotation, seedAccounts, signIn, signInMany } from '../lib/bench-accounts';
import { compareSides, comparisonFigures, warnings } from '../lib/compare';
import { keepAliveAgent } from '../lib/http-exchange';
import type { Operation } from '../lib/operation-load';
import { type IdentityServer, startIdentity } from '../lib/identity-server';
import { type OidcClient, oidcCodeFlow } from '../lib/oidc-code-flow';
import { operationSide } from '../lib/operation-side';
import type { Scenario, ScenarioResult } from '../scenario';

const IN_FLIGHT = 16;
const TARGET = 0.4;
const APPLICATION = 'http://localhost:4400';

/** Registers the bench's application as a confidential OpenID Connect client, as a system administrator does. */
export async function registerClient(server: IdentityServer): Promise<OidcClient> {
  const admin = { email: 'bench-admin@bench.example.com', password: `Bench-${randomBytes(12).toString('base64url')}-7q` };
  await server.command(['create-admin', '--email', admin.email, '--password', admin.password, '--first-name', 'Bench', '--last-name', 'Admin']);
  const cookie = await signIn(server, admin);
  const redirectUri = `${APPLICATION}/auth/callback`;
  const response = await fetch(`${server.url}/v1/siteapplications`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      client_id: 'weather-bench-oidc',
      name: 'Weather bench (OIDC)',
      description: 'The application of the OpenID Connect bench line',
      image_url: `${APPLICATION}/logo.svg`,
      base_url: APPLICATION,
      callback_url: `${APPLICATION}/handoff`,
      webhook_url: `${APPLICATION}/webhooks/identity`,
      ordering_number: 3,
      oidc: {
        redirect_uris: [redirectUri],
        post_logout_redirect_uris: [],
        grant_types: ['authorization_code'],
        client_type: 'confidential',
        backchannel_logout_uri: null,
        first_party: true,
      },
    }),
  });
  if (response.status !== 201) throw new Error(`registering the OIDC client answered ${response.status}: ${await response.text()}`);
  const created = (await response.json()) as { client_id: string; client_secret: string };
  return { clientId: created.client_id, clientSecret: created.client_secret, redirectUri, scope: 'openid email profile role' };
}

/** Runs one operation on a connection of its own. */
async function once(operationOn: (agent: Agent) => Operation): Promise<void> {
  const agent = keepAliveAgent(1);
  try {
    await operationOn(agent)();
  } finally {
    agent.destroy();
  }
}

export const oidcScenario: Scenario = {
  id: '7-oidc',
  title: 'OIDC sign-in: GET /oidc/auth (session, redirects) + POST /oidc/token (PKCE) + GET /oidc/me',
  engines: ['sqlite', 'mariadb'],
  async run(context): Promise<ScenarioResult[]> {
    const server = await startIdentity(context, { name: 'oidc' });
    try {
      const { accounts } = await seedAccounts(server, 200);
      const cookies = await signInMany(server, accounts, context.quick ? 20 : 50);
      const client = await registerClient(server);
      const productCookie = rotation(cookies);
      const bareCookie = rotation(cookies);
      // One sign-in first, unmeasured: a broken flow stops here with its reason, and the signing key
      // exists before the baseline, which only reads it.
      await once((agent) => oidcCodeFlow(agent, server.url, client, productCookie));
      const bare = await startBareServer(context, server);
      try {
        await once((agent) => oidcCodeFlow(agent, bare.url, client, bareCookie));
        context.log(`${cookies.length} sessions, client ${client.clientId}: one sign-in through each side`);
        const product = operationSide('identity OIDC sign-in', server.pid, (agent) => oidcCodeFlow(agent, server.url, client, productCookie), IN_FLIGHT, context.log);
        const baseline = operationSide('bare OIDC sign-in', bare.pid, (agent) => oidcCodeFlow(agent, bare.url, client, bareCookie), IN_FLIGHT, context.log);
        const comparison = await compareSides(context, product, baseline);
        const { product: productFigures, baseline: baselineFigures } = comparisonFigures(comparison);
        const ratio = comparison.ratio;
        return [
          {
            id: '7-oidc',
            title: this.title,
            engine: context.engine,
            product: { label: `${product.label} (oidc-provider)`, figures: productFigures },
            baseline: { label: `bare node:http + ${server.database.engine === 'sqlite' ? 'better-sqlite3' : 'mysql2'} + node:crypto ES256`, figures: baselineFigures },
            ratio,
            ratioOf: 'sign-ins/s product/bare, median of the paired slices (req/s column: sign-ins/s; latency per sign-in, all its requests)',
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
