import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type CacheProvider, MultiSamlStrategy, type MultiStrategyConfig, type Profile } from '@node-saml/passport-saml';
import type { EnterpriseDomain } from '../../enterprises/domains/enterprise-domain.entity';
import type { SamlAuthenticationProvider } from '../../enterprises/saml-authentication-provider.entity';
import type { SamlAddresses } from '../saml-addresses';
import { SamlAssertionVerifier, type BrowserCookies, type VerifiedSamlSignIn } from '../saml-assertion-verifier';
import { samlServiceProviderConfig, type SamlServiceProviderOptions } from '../saml-service-provider';

/** The enterprise domain a request is for, as the route resolved it, and what its service provider needs. */
export interface SamlDomainContext {
  /** Verified, with its provider. */
  domain: EnterpriseDomain;
  provider: SamlAuthenticationProvider;
  addresses: SamlAddresses;
  /** node-saml's InResponseTo cache for this domain (SamlRequestStore). */
  requests: CacheProvider;
  serviceProvider?: SamlServiceProviderOptions;
  /** At the assertion consumer: what the browser posted with the response, for the checks after node-saml's. */
  browser?: { cookies: BrowserCookies; relayState: string | undefined };
}

/**
 * The request the strategy is given (runStrategy): the Express-like members passport-saml reads, of
 * our own making (the form's two fields as the body, RelayState in the query to start a sign-in), and
 * the domain. It has no `res`: nothing the strategy does reaches the Fastify reply.
 */
export interface SamlStrategyRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  query: Record<string, string>;
  body: Record<string, string>;
  saml: SamlDomainContext;
}

/**
 * PassportStrategy appends validate() as the strategy's last constructor argument. MultiSamlStrategy
 * takes its sign-on verify second (the third, a logout verify, is not used: single logout is
 * SamlLogoutService's, as passport-saml's would need passport sessions), so the options come alone.
 */
const MultiSamlPassportStrategy = PassportStrategy(MultiSamlStrategy, 'saml') as unknown as abstract new (options: MultiStrategyConfig) => MultiSamlStrategy;

/**
 * The SAML service provider as passport-saml's MultiSamlStrategy (docs/adr/0602-passport-saml.md):
 * one strategy for every enterprise domain, whose getSamlOptions picks the request's domain's
 * provider. passport-saml (node-saml) builds and signs the AuthnRequest, and at the assertion
 * consumer checks the signature of the assertion against the provider's certificate, the audience,
 * the issuer, the times and that InResponseTo names a live request of this domain; validate() then
 * runs our own checks and finds or provisions the user (SamlAssertionVerifier).
 */
@Injectable()
export class SamlStrategy extends MultiSamlPassportStrategy {
  constructor(private readonly verifier: SamlAssertionVerifier) {
    super({
      passReqToCallback: true,
      getSamlOptions: (request, done) => {
        const { addresses, provider, requests, serviceProvider } = (request as unknown as SamlStrategyRequest).saml;
        done(null, samlServiceProviderConfig(addresses, provider, requests, serviceProvider));
      },
    });
  }

  /** passport-saml's verify: the profile node-saml validated (null when the response held no assertion). */
  validate(request: SamlStrategyRequest, profile: Profile | null): Promise<VerifiedSamlSignIn> {
    const { domain, provider, addresses, browser } = request.saml;
    return this.verifier.verify({ domain, provider, addresses, cookies: browser?.cookies ?? {}, relayState: browser?.relayState }, profile);
  }
}
