import { readFileSync } from 'node:fs';
import { type ExampleAppConfig, ExampleAppConfigError, loadExampleAppConfigs } from './config';
import { ExampleApp } from './example-app';
import { createHandoffClient } from './handoff-client';
import { OIDC_PATHS } from './oidc/oidc-sign-in';
import { createOidcRelyingParty, type OidcRelyingParty } from './oidc/relying-party';

/** Colours of the seeded applications' cards (primary, primary-alt, yellow). */
const COLOURS = ['#0f6cbd', '#5b5fc7', '#c19c00'];

/**
 * The OpenID Connect relying party of an application: the provider's issuer is the identity
 * service's public address + /oidc (IDENTITY_ISSUER), the redirect and post-logout URIs are on the
 * application's public URL, as registered in its catalogue row.
 */
function relyingPartyOf(config: ExampleAppConfig): OidcRelyingParty {
  return createOidcRelyingParty({
    issuerUrl: `${config.issuer}/oidc`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: `${config.publicUrl}${OIDC_PATHS.callback}`,
    postLogoutRedirectUri: `${config.publicUrl}/`,
  });
}

async function main(): Promise<void> {
  const configs = loadExampleAppConfigs(process.env, (path) => readFileSync(path, 'utf8'));
  const apps: ExampleApp[] = [];
  for (const [index, config] of configs.entries()) {
    const app = new ExampleApp({
      clientId: config.clientId,
      webhookSecret: config.webhookSecret,
      authorizationMode: config.authorizationMode,
      portalUrl: config.portalUrl,
      colour: COLOURS[index % COLOURS.length],
      handoff: createHandoffClient(config),
      oidc: config.signInMode === 'oidc' ? relyingPartyOf(config) : null,
    });
    const port = await app.listen(config.port, process.env.EXAMPLE_APP_HOST ?? '127.0.0.1');
    apps.push(app);
    process.stdout.write(`${config.clientId} on http://localhost:${port} (signs in by ${config.signInMode}; authorization checks: ${config.authorizationMode})\n`);
  }
  const stop = () => void Promise.all(apps.map((app) => app.close())).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ExampleAppConfigError ? error.message : error);
  process.exit(1);
});
