import type { EntityManager } from 'typeorm';
import type { Seed } from '../../platform/database/seeds/seed';
import { SiteApplication } from './site-application.entity';

type SeededApplication = Pick<
  SiteApplication,
  'clientId' | 'name' | 'description' | 'translations' | 'imageUrl' | 'baseUrl' | 'callbackUrl' | 'webhookUrl' | 'sysadminUrl' | 'orderingNumber' | 'postCallbackUrl' | 'theme' | 'oidc'
>;

function demoApplication(
  port: number,
  fields: Pick<SeededApplication, 'clientId' | 'name' | 'description' | 'translations' | 'orderingNumber' | 'theme'>,
  signsInBy: 'hand-off' | 'oidc' = 'hand-off',
): SeededApplication {
  const base = `http://localhost:${port}`;
  return {
    ...fields,
    oidc: signsInBy === 'oidc' ? demoOidcSettings(base) : null,
    imageUrl: `${base}/logo.svg`,
    baseUrl: base,
    callbackUrl: `${base}/auth/callback`,
    webhookUrl: `${base}/webhooks/identity`,
    sysadminUrl: null,
    postCallbackUrl: null,
  };
}

/** The example application's OpenID Connect mode (examples/weather-app, docs/integration-guide.md). */
function demoOidcSettings(base: string): SiteApplication['oidc'] {
  return {
    redirectUris: [`${base}/auth/oidc/callback`],
    postLogoutRedirectUris: [`${base}/`],
    grantTypes: ['authorization_code', 'refresh_token'],
    clientType: 'confidential',
    backchannelLogoutUri: `${base}/auth/oidc/backchannel-logout`,
    firstParty: true,
  };
}

/**
 * The three weather applications of SPEC §1, served by the demo application on ports 4001-4003;
 * Forecast signs in through OpenID Connect (`npm start` runs it in that mode), the others by hand-off.
 */
export const DEMO_SITE_APPLICATIONS: readonly SeededApplication[] = [
  demoApplication(4001, {
    clientId: 'weather-radar',
    name: 'Radar',
    description: 'Live rain radar and lightning over your area.',
    // The name is the same word in Italian: it falls back to the English one.
    translations: { it: { description: 'Radar della pioggia e fulmini in tempo reale sulla tua zona.' } },
    orderingNumber: 1,
    theme: 'primary',
  }),
  demoApplication(4002, {
    clientId: 'weather-forecast',
    name: 'Forecast',
    description: 'Seven-day forecasts for the places you follow.',
    translations: { it: { name: 'Previsioni', description: 'Previsioni a sette giorni per i luoghi che segui.' } },
    orderingNumber: 2,
    theme: 'primary-alt',
  }, 'oidc'),
  demoApplication(4003, {
    clientId: 'weather-alerts',
    name: 'Alerts',
    description: 'Severe weather warnings, sent where you are.',
    translations: { it: { name: 'Allerte', description: 'Avvisi di maltempo, inviati dove ti trovi.' } },
    orderingNumber: 3,
    theme: 'yellow',
  }),
];

/** Adds the demo applications that are missing, by client id; an administrator's edits are kept. */
export async function seedSiteApplications(manager: EntityManager): Promise<number> {
  let added = 0;
  for (const application of DEMO_SITE_APPLICATIONS) {
    if (await manager.existsBy(SiteApplication, { clientId: application.clientId })) continue;
    await manager.insert(SiteApplication, application);
    added += 1;
  }
  return added;
}

export const siteApplicationsSeed: Seed = { label: 'site applications', run: (manager) => seedSiteApplications(manager) };
