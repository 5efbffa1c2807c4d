import { randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import { Clock } from '../platform/clock';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import type { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import { EnterpriseDomainRecords } from '../enterprises/domains/enterprise-domain-records';
import type { SessionContext } from '../platform/http/session-context';
import { SessionsService } from '../auth/sessions/sessions.service';
import type { User } from '../users/user.entity';
import { AssertionRefused, hasDoctype } from './assertion-checks';
import { browserBindingCookieName, browserBindingCookieOptions, isSecureContext, newBrowserBinding } from './browser-binding';
import { runStrategy } from '../platform/passport/run-strategy';
import { SamlStrategy, type SamlStrategyRequest } from './passport/saml.strategy';
import { samlAddresses } from './saml-addresses';
import type { BrowserCookies, VerifiedSamlSignIn } from './saml-assertion-verifier';
import { SamlRequest } from './saml-request.entity';
import { type PendingHandoff, SamlRequestStore } from './saml-request-store';
import { REQUEST_LIFETIME_MS } from './saml-service-provider';
import { serviceProviderMetadata } from './sp-metadata';
import { SamlSigningKeysService } from './sp-keys/saml-signing-keys.service';
import { SamlLogoutService } from './logout/saml-logout.service';

export type { BrowserCookies } from './saml-assertion-verifier';

export interface SamlSignIn {
  /** The new session's id, for the cookie only. */
  token: string;
  user: User;
  handoff: PendingHandoff;
  /** The browser binding cookie, spent with its request. */
  spentCookie: { name: string; options: CookieSerializeOptions };
}

/** Where the browser goes to sign in, and the cookie that binds the request to it. */
export interface SamlLoginStart {
  url: string;
  cookie: { name: string; value: string; options: CookieSerializeOptions };
}

/** SP-initiated sign-in through the identity provider of a verified enterprise domain. */
@Injectable()
export class SamlSignInService {
  private readonly logger = new Logger(SamlSignInService.name);

  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly domains: EnterpriseDomainRecords,
    @InjectRepository(SamlRequest) private readonly requests: Repository<SamlRequest>,
    private readonly strategy: SamlStrategy,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly signingKeys: SamlSigningKeysService,
    private readonly logout: SamlLogoutService,
  ) {}

  /** The service provider's metadata of a verified domain (what its administrator gives the provider). */
  async metadata(domainId: number): Promise<string> {
    const domain = await this.domains.findVerified(domainId);
    if (!domain) throw new ApiException('DOMAIN_NOT_FOUND');
    const addresses = samlAddresses(this.config.publicApiUrl, domain.id);
    return serviceProviderMetadata(addresses, await this.signingKeys.publishedCertificates());
  }

  /**
   * Where to send the browser: the provider's sign-on address with an AuthnRequest. The request is
   * stored with the hand-off it continues into and the hash of the browser binding, whose value
   * goes to this browser only, in a cookie; RelayState is the request's id, a reference the
   * browser cannot turn into another hand-off.
   */
  async loginStart(domainId: number, handoff: PendingHandoff): Promise<SamlLoginStart> {
    const domain = await this.configuredDomain(domainId);
    const provider = domain.samlAuthenticationProvider;
    if (!provider) throw new ApiException('SAML_NOT_CONFIGURED');
    const id = `_${randomBytes(20).toString('hex')}`;
    const binding = newBrowserBinding();
    const store = new SamlRequestStore(this.requests, domain.id, this.clock, REQUEST_LIFETIME_MS, handoff, 'login', binding.hash);
    const { privateKeyPem } = await this.signingKeys.current();
    const addresses = samlAddresses(this.config.publicApiUrl, domain.id);
    // No SAMLResponse: the strategy starts a sign-in (its login-request fallback), RelayState the request's id.
    const outcome = await runStrategy(this.strategy, {
      method: 'GET',
      url: new URL(addresses.login).pathname,
      headers: {},
      query: { RelayState: id },
      body: {},
      saml: { domain, provider, addresses, requests: store, serviceProvider: { signingKey: privateKeyPem, generateUniqueId: () => id } },
    } satisfies SamlStrategyRequest);
    if (outcome.kind !== 'redirect') throw new Error(`the SAML strategy answered a sign-in start with ${outcome.kind}`);
    return { url: outcome.url, cookie: { name: browserBindingCookieName(id), value: binding.value, options: this.bindingCookieOptions(addresses.acs) } };
  }

  /**
   * The assertion consumer, through the strategy: node-saml checks the signature of the assertion
   * against the provider's certificate, audience, issuer, times and InResponseTo; then the
   * strategy's verify makes our own checks, the single use of the request and of the assertion,
   * that it is posted by the browser the request was sent from, and the domain of the asserted
   * address, and finds the user. Any failure is one answer.
   */
  async consume(domainId: number, samlResponse: string, relayState: string | undefined, cookies: BrowserCookies, context: SessionContext): Promise<SamlSignIn> {
    const domain = await this.domains.findVerifiedWithProvider(domainId);
    const provider = domain?.samlAuthenticationProvider;
    if (!domain || !provider) throw new ApiException('SAML_NOT_CONFIGURED');
    const addresses = samlAddresses(this.config.publicApiUrl, domain.id);
    try {
      // Refused before any parser sees it; node-saml would read a DOCTYPE's internal subset.
      if (hasDoctype(Buffer.from(samlResponse, 'base64').toString('utf8'))) throw new AssertionRefused('DOCTYPE in the response');
      // An empty SAMLResponse would make the strategy start a new sign-in instead.
      if (samlResponse === '') throw new AssertionRefused('no SAMLResponse');
      const requests = new SamlRequestStore(this.requests, domain.id, this.clock, REQUEST_LIFETIME_MS);
      const outcome = await runStrategy(this.strategy, {
        method: 'POST',
        url: new URL(addresses.acs).pathname,
        headers: {},
        query: {},
        body: { SAMLResponse: samlResponse },
        saml: { domain, provider, addresses, requests, browser: { cookies, relayState } },
      } satisfies SamlStrategyRequest);
      // A signed LogoutResponse posted here passes; nothing but a verified sign-in succeeds.
      if (outcome.kind !== 'success') throw new AssertionRefused('no assertion');
      const { user, profile, request, bindingCookieName } = outcome.user as VerifiedSamlSignIn;
      const { token, session } = await this.sessions.start(user, context, 'saml');
      await this.logout.remember(session.id, domain.id, profile);
      await this.audit.record({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { sessionId: session.id, method: 'saml', domainId: domain.id } });
      return { token, user, handoff: { clientId: request.clientId, returnTo: request.returnTo, seq: request.seq, state: request.state, interaction: request.interaction }, spentCookie: { name: bindingCookieName, options: this.bindingCookieOptions(addresses.acs) } };
    } catch (error) {
      if (error instanceof ApiException && error.code !== 'SAML_RESPONSE_REJECTED') throw error;
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn(`SAML response for domain ${domain.id} refused: ${reason}`);
      await this.audit.record({ event: 'LOGIN_FAILED', ip: context.ip, details: { method: 'saml', domainId: domain.id, reason: reason.slice(0, 200) } });
      throw new ApiException('SAML_RESPONSE_REJECTED');
    }
  }

  /** A sign-in always gets a fresh session id: the one the browser had ends. */
  async endSession(token: string): Promise<void> {
    await this.sessions.end(token);
  }

  private async configuredDomain(domainId: number): Promise<EnterpriseDomain> {
    const domain = await this.domains.findVerifiedWithProvider(domainId);
    if (!domain) throw new ApiException('DOMAIN_NOT_FOUND');
    return domain;
  }

  private bindingCookieOptions(acs: string): CookieSerializeOptions {
    return browserBindingCookieOptions(new URL(acs).pathname, isSecureContext(this.config.publicApiUrl), REQUEST_LIFETIME_MS);
  }
}
