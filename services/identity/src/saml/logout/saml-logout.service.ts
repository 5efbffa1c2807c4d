import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Profile } from '@node-saml/node-saml';
import type { Repository } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import { Clock } from '../../platform/clock';
import { hashOpaqueToken } from '../../platform/security/opaque-token';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { EnterpriseDomainRecords } from '../../enterprises/domains/enterprise-domain-records';
import type { SamlAuthenticationProvider } from '../../enterprises/saml-authentication-provider.entity';
import { SessionsService } from '../../auth/sessions/sessions.service';
import type { SamlSingleLogout } from '../../auth/sign-in/saml-single-logout';
import { samlAddresses } from '../saml-addresses';
import { SamlRequest } from '../saml-request.entity';
import { SamlRequestStore } from '../saml-request-store';
import { REQUEST_LIFETIME_MS, samlServiceProvider } from '../saml-service-provider';
import { SamlSigningKeysService } from '../sp-keys/saml-signing-keys.service';
import { LogoutMessageRefused, readLogoutMessage } from './logout-message';
import { SamlSession } from './saml-session.entity';

const UNSPECIFIED_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** What the provider's message asks of the browser next. */
export type SingleLogoutAnswer = { redirectTo: string };

/** The HTTP-Redirect binding's query: a message, its RelayState and the signature over them. */
export interface RedirectMessage {
  SAMLRequest?: string;
  SAMLResponse?: string;
  RelayState?: string;
  SigAlg?: string;
  Signature?: string;
}

/**
 * Single logout with the provider of a session that a SAML assertion opened: the LogoutRequest we
 * send when such a session signs out, the provider's LogoutResponse to it, and the provider's own
 * LogoutRequest (IdP-initiated), which ends the sessions of the NameID it names.
 */
@Injectable()
export class SamlLogoutService implements SamlSingleLogout {
  private readonly logger = new Logger(SamlLogoutService.name);

  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    @InjectRepository(SamlSession) private readonly samlSessions: Repository<SamlSession>,
    @InjectRepository(SamlRequest) private readonly requests: Repository<SamlRequest>,
    private readonly domains: EnterpriseDomainRecords,
    private readonly signingKeys: SamlSigningKeysService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Remembers who the provider said signed in, for the LogoutRequest at sign-out. */
  async remember(browserSessionId: number, enterpriseDomainId: number, profile: Profile): Promise<void> {
    await this.samlSessions.insert({
      browserSessionId,
      enterpriseDomainId,
      nameId: profile.nameID,
      nameIdFormat: profile.nameIDFormat || null,
      sessionIndex: profile.sessionIndex ?? null,
    });
  }

  /**
   * The provider's address with a signed LogoutRequest for the session of this cookie, when a SAML
   * assertion opened it and its provider has a logout URL; null for every other session. Called
   * before the session ends (its NameID and SessionIndex go with it).
   */
  async logoutUrl(token: string): Promise<string | null> {
    const samlSession = await this.samlSessions.findOne({ where: { browserSession: { tokenHash: hashOpaqueToken(token) } }, relations: { browserSession: true } });
    if (!samlSession) return null;
    const provider = await this.providerOf(samlSession.enterpriseDomainId);
    if (!provider?.logoutServiceUrl) return null;
    const saml = await this.serviceProvider(samlSession.enterpriseDomainId, provider);
    const user: Profile = {
      issuer: provider.providerIssuer,
      nameID: samlSession.nameId,
      nameIDFormat: samlSession.nameIdFormat ?? UNSPECIFIED_FORMAT,
      ...(samlSession.sessionIndex ? { sessionIndex: samlSession.sessionIndex } : {}),
    };
    return saml.getLogoutUrlAsync(user, '', {});
  }

  /**
   * A message at the single logout service. A LogoutResponse must be signed, from the provider,
   * successful and answer a LogoutRequest of ours (claimed once); the browser goes on to the
   * portal's /logged-out either way, since our session ended before the request was sent. A
   * LogoutRequest must be signed by the provider; the sessions it names end and the browser goes
   * back to the provider with our signed LogoutResponse.
   */
  async receive(domainId: number, message: RedirectMessage, rawQuery: string): Promise<SingleLogoutAnswer> {
    const loggedOut = new URL('/logged-out', this.config.portalUrl).href;
    const provider = await this.providerOf(domainId);
    if (!provider) return { redirectTo: loggedOut };
    const addresses = samlAddresses(this.config.publicApiUrl, domainId);
    try {
      const encoded = message.SAMLResponse ?? message.SAMLRequest;
      if (!encoded || (message.SAMLResponse && message.SAMLRequest)) throw new LogoutMessageRefused('one message expected');
      // node-saml accepts a redirect message without a signature: a logout message must be signed.
      if (!message.Signature || !message.SigAlg) throw new LogoutMessageRefused('unsigned');
      const read = readLogoutMessage(encoded);
      if (read.kind !== (message.SAMLResponse ? 'LogoutResponse' : 'LogoutRequest')) throw new LogoutMessageRefused('message in the wrong parameter');
      if (read.destination !== null && read.destination !== addresses.slo) throw new LogoutMessageRefused('wrong Destination');
      const saml = await this.serviceProvider(domainId, provider);
      const result = await saml.validateRedirectAsync(message as Record<string, string>, rawQuery);
      if (read.kind === 'LogoutResponse') {
        if (!read.inResponseTo) throw new LogoutMessageRefused('no InResponseTo');
        const claimed = await this.requests.delete({ id: read.inResponseTo, enterpriseDomainId: domainId, purpose: 'logout' });
        if (claimed.affected !== 1) throw new LogoutMessageRefused('InResponseTo is not a pending LogoutRequest');
        return { redirectTo: loggedOut };
      }
      const profile = result.profile;
      if (!profile?.nameID) throw new LogoutMessageRefused('no NameID');
      await this.endSessionsOf(domainId, profile);
      return { redirectTo: await saml.getLogoutResponseUrlAsync(profile, message.RelayState ?? '', {}, true) };
    } catch (error) {
      this.logger.warn(`SAML logout message for domain ${domainId} refused: ${error instanceof Error ? error.message : String(error)}`);
      return { redirectTo: loggedOut };
    }
  }

  /** The provider ended the person's session there: ours of the same NameID (and SessionIndex, when named) end too. */
  private async endSessionsOf(domainId: number, profile: Profile): Promise<void> {
    const named = await this.samlSessions.find({ where: { enterpriseDomainId: domainId, nameId: profile.nameID }, relations: { browserSession: true } });
    const ending = named.filter((session) => !profile.sessionIndex || session.sessionIndex === null || session.sessionIndex === profile.sessionIndex);
    for (const session of ending) {
      const userId = session.browserSession.userId;
      if (await this.sessions.endOneOf(userId, session.browserSessionId)) {
        await this.audit.record({ event: 'LOGOUT', actorId: userId, subjectId: userId, details: { sessionId: session.browserSessionId, method: 'saml', domainId } });
      }
    }
  }

  private async providerOf(domainId: number): Promise<SamlAuthenticationProvider | null> {
    const domain = await this.domains.findVerifiedWithProvider(domainId);
    return domain?.samlAuthenticationProvider ?? null;
  }

  private async serviceProvider(domainId: number, provider: SamlAuthenticationProvider) {
    const { privateKeyPem } = await this.signingKeys.current();
    const store = new SamlRequestStore(this.requests, domainId, this.clock, REQUEST_LIFETIME_MS, undefined, 'logout');
    return samlServiceProvider(samlAddresses(this.config.publicApiUrl, domainId), provider, store, { signingKey: privateKeyPem });
  }
}
