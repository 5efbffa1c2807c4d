import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { SamlAuthenticationProvider } from '../saml-authentication-provider.entity';
import { EnterpriseDomain } from './enterprise-domain.entity';

/** A domain's SAML provider settings as saml/ saves them. */
export interface SamlProviderSettings {
  providerIssuer: string;
  signonServiceUrl: string;
  logoutServiceUrl: string | null;
  providerCertificate: string;
  /** Untouched when absent (an existing provider keeps its choice, a new one starts false). */
  allowSha1Signatures?: boolean;
}

/**
 * The owner of the enterprise_domains and saml_authentication_providers tables for the modules above
 * enterprises/ (saml/): they read domains and save a domain's SAML provider only through these
 * methods (docs/adr/0603-one-owner-per-table.md). Each takes an optional EntityManager, so a caller's
 * transaction covers it.
 */
@Injectable()
export class EnterpriseDomainRecords {
  constructor(
    @InjectRepository(EnterpriseDomain) private readonly domains: Repository<EnterpriseDomain>,
    @InjectRepository(SamlAuthenticationProvider) private readonly providers: Repository<SamlAuthenticationProvider>,
  ) {}

  /** The verified domain, without its provider. */
  findVerified(id: number, manager: EntityManager = this.domains.manager): Promise<EnterpriseDomain | null> {
    return manager.findOneBy(EnterpriseDomain, { id, isVerified: true });
  }

  /** The verified domain with its SAML provider (null when none is configured). */
  findVerifiedWithProvider(id: number, manager: EntityManager = this.domains.manager): Promise<EnterpriseDomain | null> {
    return manager.findOne(EnterpriseDomain, { where: { id, isVerified: true }, relations: { samlAuthenticationProvider: true } });
  }

  /** The enterprise's domain (verified or not) with its SAML provider. */
  findOfEnterpriseWithProvider(id: number, enterpriseId: number, manager: EntityManager = this.domains.manager): Promise<EnterpriseDomain | null> {
    return manager.findOne(EnterpriseDomain, { where: { id, enterpriseId }, relations: { samlAuthenticationProvider: true } });
  }

  /** The verified domain of this name that signs in by SAML, with its provider. */
  findVerifiedSamlByName(name: string, manager: EntityManager = this.domains.manager): Promise<EnterpriseDomain | null> {
    return manager.findOne(EnterpriseDomain, {
      where: { name, isVerified: true, authenticationProviderType: 'SAML' },
      relations: { samlAuthenticationProvider: true },
    });
  }

  /**
   * Creates or replaces the domain's SAML provider (`existingProviderId` is the one it has, if any),
   * then marks the domain as signing in by SAML.
   */
  async saveSamlProvider(domainId: number, existingProviderId: number | null, settings: SamlProviderSettings, manager: EntityManager = this.domains.manager): Promise<void> {
    await manager.getRepository(SamlAuthenticationProvider).save({
      ...(existingProviderId !== null ? { id: existingProviderId } : {}),
      enterpriseDomainId: domainId,
      providerIssuer: settings.providerIssuer,
      signonServiceUrl: settings.signonServiceUrl,
      logoutServiceUrl: settings.logoutServiceUrl,
      providerCertificate: settings.providerCertificate,
      ...(settings.allowSha1Signatures !== undefined ? { allowSha1Signatures: settings.allowSha1Signatures } : {}),
    });
    await manager.update(EnterpriseDomain, { id: domainId }, { authenticationProviderType: 'SAML' });
  }

  /** Force SAML Login Only on or off. */
  async setSamlForced(providerId: number, forced: boolean, manager: EntityManager = this.providers.manager): Promise<void> {
    await manager.update(SamlAuthenticationProvider, { id: providerId }, { isForced: forced });
  }
}
