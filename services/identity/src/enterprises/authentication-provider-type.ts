/** How the users of an enterprise domain sign in: with a password here, or at their SAML provider. */
export const AUTHENTICATION_PROVIDER_TYPES = ['LOCAL', 'SAML'] as const;
export type AuthenticationProviderType = (typeof AUTHENTICATION_PROVIDER_TYPES)[number];
