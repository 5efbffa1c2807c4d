/**
 * Port: whether an address's domain is bound to a SAML provider that forces SAML sign-in, and where its
 * users sign in instead. Password, code and social sign-in ask it; saml/ provides it (ForcedSamlDomains).
 */
export abstract class SamlSignInPolicy {
  /** The SP-initiated sign-in address for the address's domain, or null when it signs in here. */
  abstract loginUrlFor(email: string): Promise<string | null>;
}
