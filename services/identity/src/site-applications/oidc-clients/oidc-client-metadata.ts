import type { ClientMetadata } from 'oidc-provider';
import type { SiteApplication } from '../catalogue/site-application.entity';

/** The one signing algorithm of the service's keys (ADR 0211): every signed answer uses it; HS* and none never. */
export const OIDC_SIGNING_ALGORITHM = 'ES256' as const;

/**
 * A site application as oidc-provider's client metadata, or null when it is no OpenID Connect
 * client: its `oidc` settings are null, or it is confidential and no secret was issued yet.
 * A confidential client's `client_secret` is the stored SHA-256 hash of its secret, never the
 * secret: the provider compares a presented secret by hashing it (OidcClientSecrets), and no HS*
 * algorithm is enabled, so the value is never used as a key.
 */
export function oidcClientMetadata(application: SiteApplication): ClientMetadata | null {
  const settings = application.oidc;
  if (!settings) return null;
  const confidential = settings.clientType === 'confidential';
  if (confidential && !application.clientSecretHash) return null;
  return {
    client_id: application.clientId,
    client_name: application.name,
    ...(confidential ? { client_secret: application.clientSecretHash ?? undefined, token_endpoint_auth_method: 'client_secret_basic' } : { token_endpoint_auth_method: 'none' }),
    redirect_uris: [...settings.redirectUris],
    post_logout_redirect_uris: [...settings.postLogoutRedirectUris],
    grant_types: [...settings.grantTypes],
    // The code flow only; no implicit or hybrid tokens in the browser's address.
    response_types: settings.grantTypes.includes('authorization_code') ? ['code'] : [],
    id_token_signed_response_alg: OIDC_SIGNING_ALGORITHM,
    // A logout token names the session (sid) as well as the user: an application can end just the
    // session that signed in through the provider.
    ...(settings.backchannelLogoutUri ? { backchannel_logout_uri: settings.backchannelLogoutUri, backchannel_logout_session_required: true } : {}),
    // Read by the provider's policies: consent is asked of third-party applications only.
    first_party: settings.firstParty,
  };
}
