import { type CacheProvider, SAML, type SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import type { SamlAuthenticationProvider } from '../enterprises/saml-authentication-provider.entity';
import type { SamlAddresses } from './saml-addresses';

/** How far the provider's clock may be from ours when NotBefore/NotOnOrAfter are checked. */
export const CLOCK_SKEW_MS = 60_000;
/** How long an AuthnRequest may be answered. */
export const REQUEST_LIFETIME_MS = 10 * 60_000;

/** What the service provider of one domain is configured with besides its provider. */
export interface SamlServiceProviderOptions {
  /** The deployment's current SAML signing key (PEM): our requests are signed with it. */
  signingKey?: string;
  /** The id of the next request (the AuthnRequest's, known before it is sent). */
  generateUniqueId?: () => string;
}

/**
 * node-saml's options for one domain's provider, with the checks the library can do made strict:
 * the assertion itself must be signed by the provider's certificate, the audience is our entity id,
 * the issuer is the provider's, and every response answers a request we sent. Our own requests are
 * signed when the deployment's key is given. The sign-in's MultiSamlStrategy (passport/saml.strategy.ts)
 * and single logout (samlServiceProvider) build their node-saml from these.
 */
export function samlServiceProviderConfig(addresses: SamlAddresses, provider: SamlAuthenticationProvider, requests: CacheProvider, options: SamlServiceProviderOptions = {}): SamlConfig {
  return {
    issuer: addresses.entityId,
    callbackUrl: addresses.acs,
    audience: addresses.entityId,
    entryPoint: provider.signonServiceUrl,
    idpIssuer: provider.providerIssuer,
    idpCert: provider.providerCertificate,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: REQUEST_LIFETIME_MS,
    acceptedClockSkewMs: CLOCK_SKEW_MS,
    cacheProvider: requests,
    // Providers differ in the contexts they know; asking for none lets each use its own.
    disableRequestedAuthnContext: true,
    identifierFormat: null,
    ...(provider.logoutServiceUrl ? { logoutUrl: provider.logoutServiceUrl } : {}),
    // Our requests are signed (HTTP-Redirect: the signature is in the query) with the deployment's key.
    ...(options.signingKey ? { privateKey: options.signingKey, signatureAlgorithm: 'sha256' as const } : {}),
    ...(options.generateUniqueId ? { generateUniqueId: options.generateUniqueId } : {}),
  };
}

/** node-saml for one domain's provider (single logout; the sign-in goes through the strategy). */
export function samlServiceProvider(addresses: SamlAddresses, provider: SamlAuthenticationProvider, requests: CacheProvider, options: SamlServiceProviderOptions = {}): SAML {
  return new SAML(samlServiceProviderConfig(addresses, provider, requests, options));
}
