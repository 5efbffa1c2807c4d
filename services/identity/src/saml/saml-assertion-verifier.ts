import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Profile } from '@node-saml/node-saml';
import { isValidEmail, normalizeEmail } from '@weather/validation';
import { type Repository, QueryFailedError } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import type { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import type { SamlAuthenticationProvider } from '../enterprises/saml-authentication-provider.entity';
import { UserAccounts } from '../users/user-accounts';
import type { User } from '../users/user.entity';
import { AssertionRefused, checkAssertion } from './assertion-checks';
import { browserBindingCookieName, isBoundBrowser } from './browser-binding';
import { assertedIdentity, type AssertedIdentity } from './asserted-identity';
import type { SamlAddresses } from './saml-addresses';
import { SamlRequest } from './saml-request.entity';
import { SamlUser } from './saml-user.entity';
import { SpentSamlAssertion } from './spent-saml-assertion.entity';

/** The cookies the browser sent with its post to the assertion consumer. */
export type BrowserCookies = Readonly<Record<string, string | undefined>>;

/** What the assertion consumer checks a response against. */
export interface AssertionContext {
  domain: EnterpriseDomain;
  provider: SamlAuthenticationProvider;
  addresses: SamlAddresses;
  cookies: BrowserCookies;
  relayState: string | undefined;
}

/** Who signed in, and the request the response answered (claimed: it cannot be answered again). */
export interface VerifiedSamlSignIn {
  user: User;
  profile: Profile;
  request: SamlRequest;
  /** The browser binding cookie of that request, spent with it. */
  bindingCookieName: string;
}

/**
 * The strategy's verify (SamlStrategy.validate): the checks of a response that node-saml validated
 * which node-saml does not make (assertion-checks.ts), the single use of the request and of the
 * assertion, that the browser posting it is the one the request was sent from, and the user the
 * NameID names, provisioned at the first sign-in. Any refusal is an AssertionRefused (or
 * ACCOUNT_DISABLED), which the sign-in turns into its one answer.
 */
@Injectable()
export class SamlAssertionVerifier {
  constructor(
    @InjectRepository(SamlRequest) private readonly requests: Repository<SamlRequest>,
    @InjectRepository(SamlUser) private readonly samlUsers: Repository<SamlUser>,
    @InjectRepository(SpentSamlAssertion) private readonly spent: Repository<SpentSamlAssertion>,
    private readonly users: UserAccounts,
    private readonly audit: AuditService,
  ) {}

  async verify(context: AssertionContext, profile: Profile | null): Promise<VerifiedSamlSignIn> {
    const { domain, provider, addresses } = context;
    const responseXml = profile?.getSamlResponseXml?.();
    const assertionXml = profile?.getAssertionXml?.();
    if (!profile || !responseXml || !assertionXml) throw new AssertionRefused('no assertion');
    const checked = checkAssertion(responseXml, assertionXml, { acs: addresses.acs, issuer: provider.providerIssuer, allowSha1: provider.allowSha1Signatures });
    if (context.relayState !== checked.inResponseTo) throw new AssertionRefused('RelayState does not match InResponseTo');
    const identity = assertedIdentity(profile);
    const bindingCookieName = browserBindingCookieName(checked.inResponseTo);
    const request = await this.claimRequest(domain.id, checked.inResponseTo, context.cookies[bindingCookieName]);
    await this.spendAssertion(provider.providerIssuer, checked.id, checked.notOnOrAfter);
    const user = await this.userFor(domain, identity);
    return { user, profile, request, bindingCookieName };
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
