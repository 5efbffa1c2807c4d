/** Where the provider is mounted on the service's server: the issuer is PUBLIC_API_URL followed by it. */
export const OIDC_MOUNT_PATH = '/oidc';

/** The provider sends the browser here when it needs the user (GET /oidc/interaction/:uid, OidcInteractionController). */
export const OIDC_INTERACTION_PATH = `${OIDC_MOUNT_PATH}/interaction`;

/** The issuer identifier: PUBLIC_API_URL (without its trailing slash) and the mount path. */
export function oidcIssuer(publicApiUrl: URL): string {
  return `${publicApiUrl.href.replace(/\/$/, '')}${OIDC_MOUNT_PATH}`;
}
