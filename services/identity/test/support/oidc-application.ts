import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { hashOpaqueToken } from '../../src/platform/security/opaque-token';
import type { OidcClientSettings } from '../../src/site-applications/catalogue/oidc-client-settings';
import { SiteApplication } from '../../src/site-applications/catalogue/site-application.entity';

/** An application of the catalogue at `rp` that is an OpenID Connect client with `oidc`; its client id and secret. */
export async function saveOidcApplication(
  dataSource: DataSource,
  rp: string,
  oidc: OidcClientSettings,
  fields: Partial<SiteApplication> = {},
): Promise<{ clientId: string; secret: string }> {
  const unique = randomUUID().slice(0, 8);
  const secret = `secret-of-oidc-client-${unique}`;
  const applications = dataSource.getRepository(SiteApplication);
  const saved = await applications.save(
    applications.create({
      clientId: `oidc-client-${unique}`,
      name: `OIDC ${unique}`,
      description: 'An OpenID Connect client of the tests',
      imageUrl: `${rp}/logo.svg`,
      baseUrl: rp,
      callbackUrl: `${rp}/handoff`,
      webhookUrl: `${rp}/webhooks`,
      sysadminUrl: null,
      postCallbackUrl: null,
      orderingNumber: 3,
      theme: 'white',
      clientSecretHash: hashOpaqueToken(secret),
      oidc,
      ...fields,
    }),
  );
  return { clientId: saved.clientId, secret };
}
