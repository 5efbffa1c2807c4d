import type { Logger } from 'pino';
import * as client from 'openid-client';
import type { Environment } from '../../src/platform/config/load-config';
import { freePort } from './processes';
import { startTestApp, type TestApp } from './test-app';

/** The real app listening on a free loopback port, as the OpenID Connect suites need it: relying parties and browsers call it over HTTP. */
export interface ListeningOidcApp {
  t: TestApp;
  /** The API's origin, also its PUBLIC_API_URL. */
  api: string;
  /** The provider's issuer: the API's origin + /oidc. */
  issuer: string;
}

/** Starts the app with PUBLIC_API_URL at its own address (the issuer's base) and webhooks polled rarely. */
export async function startListeningOidcApp(environment: Environment = {}, options: { logger?: Logger } = {}): Promise<ListeningOidcApp> {
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const t = await startTestApp({ PUBLIC_API_URL: api, WEBHOOK_POLL_INTERVAL: '1h', ...environment }, options);
  await t.app.listen(port, '127.0.0.1');
  return { t, api, issuer: `${api}/oidc` };
}

/** openid-client's configuration for a client of the provider at `issuer` (http on loopback); a null secret is a public client. */
export function discoverOidcClient(issuer: string, clientId: string, secret: string | null): Promise<client.Configuration> {
  return client.discovery(new URL(issuer), clientId, secret ?? undefined, secret === null ? client.None() : undefined, { execute: [client.allowInsecureRequests] });
}
