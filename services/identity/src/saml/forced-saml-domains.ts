import { Injectable } from '@nestjs/common';
import { Clock } from '../platform/clock';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import type { SamlSignInPolicy } from '../auth/sign-in/saml-sign-in-policy';
import { EnterpriseDomainRecords } from '../enterprises/domains/enterprise-domain-records';
import { ForcedSamlDomainCache } from './forced-saml-domain-cache';
import { samlAddresses } from './saml-addresses';

/** Whether an address belongs to a verified domain that forces SAML, and where its users sign in. */
@Injectable()
export class ForcedSamlDomains implements SamlSignInPolicy {
  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly domains: EnterpriseDomainRecords,
    private readonly cache: ForcedSamlDomainCache = new ForcedSamlDomainCache(new Clock()),
  ) {}

  /**
   * The SP-initiated sign-in address for the address's domain, or null when it signs in here. Asked
   * on every password and code sign-in, so the answer per domain comes from memory for a few seconds
   * (ForcedSamlDomainCache).
   */
  async loginUrlFor(email: string): Promise<string | null> {
    const name = email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase();
    if (name === '') return null;
    const cached = this.cache.get(name);
    if (cached !== undefined) return cached;
    const generation = this.cache.generation;
    const loginUrl = await this.lookUp(name);
    this.cache.set(name, loginUrl, generation);
    return loginUrl;
  }

  private async lookUp(name: string): Promise<string | null> {
    const domain = await this.domains.findVerifiedSamlByName(name);
    if (!domain?.samlAuthenticationProvider?.isForced) return null;
    return samlAddresses(this.config.publicApiUrl, domain.id).login;
  }
}
