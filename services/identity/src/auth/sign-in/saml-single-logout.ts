/**
 * Port: single logout with the SAML provider that opened a session, asked at sign-out; saml/ provides
 * it (SamlLogoutService).
 */
export abstract class SamlSingleLogout {
  /**
   * The provider's address with a signed LogoutRequest for the session of this cookie token, or null
   * when no SAML assertion opened it or its provider has no logout URL. Asked before the session ends.
   */
  abstract logoutUrl(token: string): Promise<string | null>;
}
