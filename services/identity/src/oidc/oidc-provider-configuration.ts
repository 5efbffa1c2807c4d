import type { Adapter, AsymmetricSigningAlgorithm, Client, ClientMetadata, Configuration, interactionPolicy, JWK, KoaContextWithOIDC } from 'oidc-provider';
import type { OidcLibrary } from './oidc-library';
import { OIDC_SIGNING_ALGORITHM } from '../site-applications/oidc-clients/oidc-client-metadata';
import type { IdentityConfig } from '../platform/config/identity-config';
import { OIDC_SCOPE_CLAIMS } from './oidc-claims';
import { existingGrantOf } from './oidc-grants';
import { oidcPages } from './oidc-pages';
import { OIDC_INTERACTION_PATH } from './oidc-paths';

/** What the configuration reads from the rest of the service. */
export interface OidcProviderDependencies {
  /** The library's interaction policy (oidc-provider is loaded on first use, oidc-library.ts). */
  interactionPolicy: OidcLibrary['interactionPolicy'];
  config: IdentityConfig;
  /** The signing keys as private JWKs, the one that signs now first. */
  keys: JWK[];
  /** oidc-provider's storage of a model; `Client` answers the catalogue's applications. */
  adapter: (model: string) => Adapter;
  findAccount: Configuration['findAccount'];
  /** Whether a client is first-party: its grants need no consent. */
  isFirstParty: (client: ClientMetadata) => boolean;
  /** Whether the request's provider session still stands on the live portal session it came from (OidcPortalSessions). */
  portalSessionHolds: (ctx: KoaContextWithOIDC) => Promise<boolean>;
  /** The provider's outgoing requests (back-channel logouts), under the outbound address policy. */
  fetch: NonNullable<Configuration['fetch']>;
}

/**
 * The provider's interaction policy: its own, with one more reason to ask for a login. A provider
 * session is honoured only while the portal session it was signed in from lives in the same browser,
 * so a portal sign-out is also the end of silent sign-ins (prompt=none then answers login_required).
 */
function interactionPolicyOf(dependencies: OidcProviderDependencies): interactionPolicy.Prompt[] {
  const policy = dependencies.interactionPolicy.base();
  const { Check } = dependencies.interactionPolicy;
  policy.get('login')?.checks.add(
    new Check('portal_session_ended', 'the portal session of this sign-in has ended', 'login_required', async (ctx) => {
      if (!ctx.oidc.session?.accountId) return Check.NO_NEED_TO_PROMPT;
      return (await dependencies.portalSessionHolds(ctx)) ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT;
    }),
  );
  return policy;
}

async function ownTokenOfConfidentialClient(_ctx: KoaContextWithOIDC, client: Client, token: { clientId?: string }): Promise<boolean> {
  return client.clientAuthMethod !== 'none' && token.clientId === client.clientId;
}

const ONLY_OUR_ALGORITHM: AsymmetricSigningAlgorithm[] = [OIDC_SIGNING_ALGORITHM];

/**
 * The provider's configuration (docs/adr/0801): the code flow with PKCE, refresh tokens rotated on
 * every use, client credentials, userinfo, introspection and revocation, RP-initiated logout; ES256
 * only (no HS* and no `none`, anywhere); no dynamic registration and no development login pages.
 */
export function oidcProviderConfiguration(dependencies: OidcProviderDependencies): Configuration {
  const { config } = dependencies;
  const pages = oidcPages(config.portalUrl);
  const https = config.publicApiUrl.protocol === 'https:';
  const cookie = { httpOnly: true, sameSite: 'lax', secure: https, path: '/' } as const;
  return {
    adapter: dependencies.adapter,
    findAccount: dependencies.findAccount,
    jwks: { keys: dependencies.keys },
    claims: Object.fromEntries(Object.entries(OIDC_SCOPE_CLAIMS).map(([scope, claims]) => [scope, [...claims]])),
    scopes: ['openid', 'offline_access', ...Object.keys(OIDC_SCOPE_CLAIMS).filter((scope) => scope !== 'openid')],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    clientDefaults: {
      grant_types: ['authorization_code'],
      response_types: ['code'],
      id_token_signed_response_alg: OIDC_SIGNING_ALGORITHM,
      token_endpoint_auth_method: 'client_secret_basic',
    },
    extraClientMetadata: { properties: ['first_party'] },
    responseTypes: ['code', 'none'],
    pkce: {
      // Public clients must prove the code is theirs (RFC 9700 §2.1.1); S256 is the only method v9 knows.
      required: (_ctx, client) => client.clientAuthMethod === 'none',
    },
    enabledJWA: {
      authorizationSigningAlgValues: ONLY_OUR_ALGORITHM,
      clientAuthSigningAlgValues: ONLY_OUR_ALGORITHM,
      idTokenSigningAlgValues: ONLY_OUR_ALGORITHM,
      introspectionSigningAlgValues: ONLY_OUR_ALGORITHM,
      requestObjectSigningAlgValues: ONLY_OUR_ALGORITHM,
      userinfoSigningAlgValues: ONLY_OUR_ALGORITHM,
      dPoPSigningAlgValues: ONLY_OUR_ALGORITHM,
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        ...(pages.logoutSource ? { logoutSource: pages.logoutSource } : {}),
        ...(pages.postLogoutSuccessSource ? { postLogoutSuccessSource: pages.postLogoutSuccessSource } : {}),
      },
      // OpenID Connect Back-Channel Logout 1.0: a logout token POSTed to the applications that
      // registered a URL, at RP-initiated logout and when portal sessions end (OidcSessionEnder).
      backchannelLogout: { enabled: true },
      // Confidential clients only, and only their own tokens: another application's tokens are not
      // theirs to read or end (refused as an inactive token / an answer that revoked nothing).
      introspection: { enabled: true, allowedPolicy: ownTokenOfConfidentialClient },
      revocation: { enabled: true, allowedPolicy: ownTokenOfConfidentialClient },
    },
    // Refresh tokens whenever the client may use them (not only with offline_access), rotated on every
    // use; a rotated one used again revokes the whole grant (the provider's reuse detection).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // First-party applications need no consent: their grant is made at once with what they ask (oidc-grants.ts).
    loadExistingGrant: (ctx: KoaContextWithOIDC) => existingGrantOf(ctx, dependencies.isFirstParty),
    fetch: dependencies.fetch,
    interactions: {
      policy: interactionPolicyOf(dependencies),
      url: (_ctx, interaction) => `${OIDC_INTERACTION_PATH}/${interaction.uid}`,
    },
    cookies: { long: cookie, short: cookie },
    ttl: {
      AccessToken: config.oidc.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      ClientCredentials: config.oidc.accessTokenTtlSeconds,
      IdToken: config.oidc.idTokenTtlSeconds,
      RefreshToken: config.oidc.refreshTokenTtlSeconds,
      Interaction: 10 * 60,
      Session: config.oidc.sessionTtlSeconds,
      Grant: config.oidc.refreshTokenTtlSeconds,
    },
    // Errors as JSON for the API's clients and a page for browsers (oidc-pages.ts).
    ...(pages.renderError ? { renderError: pages.renderError } : {}),
    conformIdTokenClaims: true,
  };
}
