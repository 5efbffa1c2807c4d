import type { IdentityConfig } from '../../platform/config/identity-config';

/**
 * The WebAuthn relying party (docs/adr/0901-passkeys.md). The browser runs the ceremonies on the
 * portal's pages, so the RP ID is the portal's host name (PORTAL_URL) and the origins a response may
 * come from are the portal origins the CORS and CSRF checks trust (PORTAL_ORIGINS, PORTAL_URL's own).
 */
export class RelyingParty {
  readonly name = 'Weather';

  constructor(
    readonly id: string,
    readonly origins: readonly string[],
  ) {}

  static fromConfig(config: Pick<IdentityConfig, 'portalUrl' | 'portalOrigins'>): RelyingParty {
    return new RelyingParty(config.portalUrl.hostname, [...new Set([config.portalUrl.origin, ...config.portalOrigins])]);
  }
}
