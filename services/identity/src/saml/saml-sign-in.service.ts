import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isValidEmail, normalizeEmail } from '@weather/validation';
import { type Repository, QueryFailedError } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import { Clock } from '../platform/clock';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import type { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import { EnterpriseDomainRecords } from '../enterprises/domains/enterprise-domain-records';
import type { SessionContext } from '../platform/http/session-context';
import { SessionsService } from '../auth/sessions/sessions.service';
import { UserAccounts } from '../users/user-accounts';
import type { User } from '../users/user.entity';
import { AssertionRefused, checkAssertion, hasDoctype } from './assertion-checks';
import { browserBindingCookieName, browserBindingCookieOptions, isBoundBrowser, isSecureContext, newBrowserBinding } from './browser-binding';
import { assertedIdentity, type AssertedIdentity } from './asserted-identity';
import { samlAddresses } from './saml-addresses';
import { SamlRequest } from './saml-request.entity';
import { type PendingHandoff, SamlRequestStore } from './saml-request-store';
import { REQUEST_LIFETIME_MS, samlServiceProvider } from './saml-service-provider';
import { SamlUser } from './saml-user.entity';
import { serviceProviderMetadata } from './sp-metadata';
import { SamlSigningKeysService } from './sp-keys/saml-signing-keys.service';
import { SamlLogoutService } from './logout/saml-logout.service';
import { SpentSamlAssertion } from './spent-saml-assertion.entity';

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

/** The cookies the browser sent with its post to the assertion consumer. */
export type BrowserCookies = Readonly<Record<string, string | undefined>>;

/** SP-initiated sign-in through the identity provider of a verified enterprise domain. */
@Injectable()
export class SamlSignInService {
  private readonly logger = new Logger(SamlSignInService.name);

  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly domains: EnterpriseDomainRecords,
    @InjectRepository(SamlRequest) private readonly requests: Repository<SamlRequest>,
    @InjectRepository(SamlUser) private readonly samlUsers: Repository<SamlUser>,
    @InjectRepository(SpentSamlAssertion) private readonly spent: Repository<SpentSamlAssertion>,
    private readonly users: UserAccounts,
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
    const saml = samlServiceProvider(addresses, provider, store, { signingKey: privateKeyPem, generateUniqueId: () => id });
    const url = await saml.getAuthorizeUrlAsync(id, undefined, {});
    return { url, cookie: { name: browserBindingCookieName(id), value: binding.value, options: this.bindingCookieOptions(addresses.acs) } };
  }

  /**
   * The assertion consumer: node-saml checks the signature of the assertion against the provider's
   * certificate, audience, issuer and times; then our own checks, the single use of the request
   * and of the assertion, that it is posted by the browser the request was sent from, and the
   * domain of the asserted address. Any failure is one answer.
   */
  async consume(domainId: number, samlResponse: string, relayState: string | undefined, cookies: BrowserCookies, context: SessionContext): Promise<SamlSignIn> {
    const domain = await this.domains.findVerifiedWithProvider(domainId);
    const provider = domain?.samlAuthenticationProvider;
    if (!domain || !provider) throw new ApiException('SAML_NOT_CONFIGURED');
    const addresses = samlAddresses(this.config.publicApiUrl, domain.id);
    try {
      // Refused before any parser sees it; node-saml would read a DOCTYPE's internal subset.
      if (hasDoctype(Buffer.from(samlResponse, 'base64').toString('utf8'))) throw new AssertionRefused('DOCTYPE in the response');
      const saml = samlServiceProvider(addresses, provider, new SamlRequestStore(this.requests, domain.id, this.clock, REQUEST_LIFETIME_MS));
      const { profile } = await saml.validatePostResponseAsync({ SAMLResponse: samlResponse });
      const responseXml = profile?.getSamlResponseXml?.();
      const assertionXml = profile?.getAssertionXml?.();
      if (!profile || !responseXml || !assertionXml) throw new AssertionRefused('no assertion');
      const checked = checkAssertion(responseXml, assertionXml, { acs: addresses.acs, issuer: provider.providerIssuer, allowSha1: provider.allowSha1Signatures });
      if (relayState !== checked.inResponseTo) throw new AssertionRefused('RelayState does not match InResponseTo');
      const identity = assertedIdentity(profile);
      const cookieName = browserBindingCookieName(checked.inResponseTo);
      const request = await this.claimRequest(domain.id, checked.inResponseTo, cookies[cookieName]);
      await this.spendAssertion(provider.providerIssuer, checked.id, checked.notOnOrAfter);
      const user = await this.userFor(domain, identity);
      const { token, session } = await this.sessions.start(user, context);
      await this.logout.remember(session.id, domain.id, profile);
      await this.audit.record({ event: 'LOGIN_SUCCEEDED', actorId: user.id, subjectId: user.id, ip: context.ip, details: { sessionId: session.id, method: 'saml', domainId: domain.id } });
      return { token, user, handoff: { clientId: request.clientId, returnTo: request.returnTo, seq: request.seq, state: request.state }, spentCookie: { name: cookieName, options: this.bindingCookieOptions(addresses.acs) } };
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

  /**
   * Only the browser the request was sent from may use it (login CSRF): checked before the claim,
   * so a response posted from another browser does not spend the request. One DELETE decides
   * between two racing uses of the same request, on any instance.
   */
  private async claimRequest(domainId: number, id: string, browserBinding: string | undefined): Promise<SamlRequest> {
    const request = await this.requests.findOneBy({ id, enterpriseDomainId: domainId, purpose: 'login' });
    if (request && !isBoundBrowser(browserBinding, request.browserBindingHash)) throw new AssertionRefused('posted from a browser other than the one that started the sign-in');
    const claimed = request ? await this.requests.delete({ id, enterpriseDomainId: domainId, purpose: 'login' }) : null;
    if (!request || claimed?.affected !== 1) throw new AssertionRefused('InResponseTo already used');
    return request;
  }

  /** The primary key refuses a second use of an assertion while it could still be valid. */
  private async spendAssertion(issuer: string, assertionId: string, notOnOrAfter: Date): Promise<void> {
    const id = createHash('sha256').update(`${issuer}\n${assertionId}`).digest('hex');
    try {
      await this.spent.insert({ id, expiresAt: notOnOrAfter });
    } catch (error) {
      if (error instanceof QueryFailedError) throw new AssertionRefused('assertion replayed');
      throw error;
    }
  }

  /**
   * The user a NameID of this domain names; at the first sign-in, the account of the asserted
   * address, created verified in the enterprise when there is none (JIT provisioning). A provider
   * speaks only for its own domain: an address of any other domain is refused.
   */
  private async userFor(domain: EnterpriseDomain, identity: AssertedIdentity): Promise<User> {
    const email = identity.email === null ? null : normalizeEmail(identity.email);
    if (email !== null && !isValidEmail(email)) throw new AssertionRefused('asserted email is not a valid address');
    if (email !== null && email.slice(email.lastIndexOf('@') + 1) !== domain.name) throw new AssertionRefused('email of another domain');
    const known = await this.samlUsers.findOne({ where: { enterpriseDomainId: domain.id, nameId: identity.nameId }, relations: { user: true } });
    if (known) {
      if (known.user.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
      return known.user;
    }
    if (email === null) throw new AssertionRefused('no email asserted');
    let user = await this.users.findByEmail(email);
    if (user && user.enterpriseId !== null && user.enterpriseId !== domain.enterpriseId) throw new AssertionRefused('user of another enterprise');
    if (user?.isDisabled) throw new ApiException('ACCOUNT_DISABLED');
    if (!user) {
      user = await this.users.create({ email, firstName: identity.firstName, lastName: identity.lastName, isVerified: true, enterpriseId: domain.enterpriseId, passwordHash: null });
      await this.audit.record({ event: 'USER_CREATED', subjectId: user.id, details: { email, method: 'saml', domainId: domain.id } });
    } else if (user.enterpriseId === null || !user.isVerified) {
      // The provider vouches for the address: the account joins the enterprise like a claimed one.
      await this.users.joinEnterpriseVerified(user.id, domain.enterpriseId);
      user = await this.users.findById(user.id);
      if (!user) throw new Error('the account ended during the sign-in');
    }
    await this.samlUsers.insert({ enterpriseDomainId: domain.id, nameId: identity.nameId, userId: user.id });
    return user;
  }
}
