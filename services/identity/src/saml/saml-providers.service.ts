import { Injectable } from '@nestjs/common';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import type { ApiFieldError } from '../platform/errors/error-body';
import { fieldErrorCatalogue } from '../platform/errors/error-code';
import { InjectConfig } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import type { EnterpriseDomainDto } from '../enterprises/dto/enterprise-domain.dto';
import type { EnterpriseDomain } from '../enterprises/domains/enterprise-domain.entity';
import { EnterpriseDomainRecords } from '../enterprises/domains/enterprise-domain-records';
import { mapEnterpriseDomain } from '../enterprises/enterprise.mapper';
import type { Enterprise } from '../enterprises/enterprise.entity';
import type { SessionContext } from '../platform/http/session-context';
import type { User } from '../users/user.entity';
import type { SamlProviderInputDto } from './dto/saml-provider-input.dto';
import { parseProviderCertificate } from './provider-certificate';
import { isProviderUrl } from './provider-url';

function fieldError(field: string, code: 'SAML_URL_INVALID' | 'SAML_CERTIFICATE_INVALID' | 'SAML_ISSUER_REQUIRED'): ApiFieldError {
  return { field, code, message: fieldErrorCatalogue[code] };
}

/** The SAML provider of an enterprise's verified domain, and Force SAML Login Only. */
@Injectable()
export class SamlProvidersService {
  constructor(
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly domains: EnterpriseDomainRecords,
    private readonly audit: AuditService,
  ) {}

  /** Saves the provider; the domain's users may then sign in there (SAML), forced or not. */
  async save(caller: User, enterprise: Enterprise, domainId: number, input: SamlProviderInputDto, context: SessionContext): Promise<EnterpriseDomainDto> {
    const domain = await this.verifiedDomain(enterprise, domainId);
    const allowHttp = this.config.nodeEnv !== 'production';
    const issuer = input.provider_issuer.trim();
    const logout = input.logout_service_url?.trim() || null;
    const certificate = parseProviderCertificate(input.provider_certificate);
    const errors: ApiFieldError[] = [];
    if (issuer === '') errors.push(fieldError('provider_issuer', 'SAML_ISSUER_REQUIRED'));
    if (!isProviderUrl(input.signon_service_url.trim(), allowHttp)) errors.push(fieldError('signon_service_url', 'SAML_URL_INVALID'));
    if (logout !== null && !isProviderUrl(logout, allowHttp)) errors.push(fieldError('logout_service_url', 'SAML_URL_INVALID'));
    if (!certificate) errors.push(fieldError('provider_certificate', 'SAML_CERTIFICATE_INVALID'));
    if (errors.length > 0 || !certificate) throw new ApiException('VALIDATION_FAILED', errors);

    const existing = domain.samlAuthenticationProvider;
    await this.domains.saveSamlProvider(domain.id, existing?.id ?? null, {
      providerIssuer: issuer,
      signonServiceUrl: input.signon_service_url.trim(),
      logoutServiceUrl: logout,
      providerCertificate: certificate,
      ...(input.allow_sha1_signatures !== undefined ? { allowSha1Signatures: input.allow_sha1_signatures } : {}),
    });
    await this.audit.record({ event: 'ENTERPRISE_UPDATED', actorId: caller.id, ip: context.ip, details: { enterpriseId: enterprise.id, domainId: domain.id, saml: 'configured', issuer, allowSha1Signatures: input.allow_sha1_signatures ?? existing?.allowSha1Signatures ?? false } });
    return mapEnterpriseDomain(await this.verifiedDomain(enterprise, domainId));
  }

  /** Force SAML Login Only on (or off): only for a domain whose provider is configured. */
  async force(caller: User, enterprise: Enterprise, domainId: number, forced: boolean, context: SessionContext): Promise<EnterpriseDomainDto> {
    const domain = await this.verifiedDomain(enterprise, domainId);
    if (!domain.samlAuthenticationProvider) throw new ApiException('SAML_NOT_CONFIGURED');
    await this.domains.setSamlForced(domain.samlAuthenticationProvider.id, forced);
    await this.audit.record({ event: 'ENTERPRISE_UPDATED', actorId: caller.id, ip: context.ip, details: { enterpriseId: enterprise.id, domainId: domain.id, saml: forced ? 'forced' : 'not_forced' } });
    return mapEnterpriseDomain(await this.verifiedDomain(enterprise, domainId));
  }

  private async verifiedDomain(enterprise: Enterprise, domainId: number): Promise<EnterpriseDomain> {
    const domain = await this.domains.findOfEnterpriseWithProvider(domainId, enterprise.id);
    if (!domain) throw new ApiException('DOMAIN_NOT_FOUND');
    if (!domain.isVerified) throw new ApiException('DOMAIN_NOT_VERIFIED');
    return domain;
  }
}
