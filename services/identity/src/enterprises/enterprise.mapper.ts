import type { User } from '../users/user.entity';
import { domainStatusOf } from './domains/domain-status';
import { txtRecordOf } from './domains/domain-verification-record';
import type { EnterpriseDomainDto } from './dto/enterprise-domain.dto';
import type { EnterpriseUserDto } from './dto/enterprise-user.dto';
import type { EnterpriseDto } from './dto/enterprise.dto';
import type { EnterpriseDomain } from './domains/enterprise-domain.entity';
import type { Enterprise } from './enterprise.entity';

export function mapEnterpriseDomain(domain: EnterpriseDomain): EnterpriseDomainDto {
  const provider = domain.samlAuthenticationProvider ?? null;
  return {
    id: domain.id,
    name: domain.name,
    txt_code: domain.txtCode,
    txt_record: txtRecordOf(domain.txtCode),
    is_verified: domain.isVerified,
    is_verification_failed: domain.isVerificationFailed,
    status: domainStatusOf(domain),
    verification_deadline: domain.verificationDeadline.toISOString(),
    last_checked_at: domain.lastCheckedAt?.toISOString() ?? null,
    authentication_provider_type: domain.authenticationProviderType,
    SamlAuthenticationProvider: provider && {
      provider_issuer: provider.providerIssuer,
      signon_service_url: provider.signonServiceUrl,
      logout_service_url: provider.logoutServiceUrl,
      provider_certificate: provider.providerCertificate,
      is_forced: provider.isForced,
      allow_sha1_signatures: provider.allowSha1Signatures,
    },
  };
}

/** `domains` oldest first; `userCount` is counted by the caller. */
export function mapEnterprise(enterprise: Enterprise, domains: EnterpriseDomain[], userCount: number): EnterpriseDto {
  return {
    id: enterprise.id,
    name: enterprise.name,
    EnterpriseDomains: domains.map(mapEnterpriseDomain),
    users: userCount,
    saml: domains.some((domain) => domain.authenticationProviderType === 'SAML'),
    require_second_factor: enterprise.requireSecondFactor,
  };
}

/** `hasSecondFactor` comes from auth/ (SecondFactorHolders), asked once for the whole list. */
export function mapEnterpriseUser(user: User, hasSecondFactor: boolean): EnterpriseUserDto {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    is_verified: user.isVerified,
    status: user.isVerified ? 'Verified' : 'Pending',
    is_disabled: user.isDisabled,
    is_enterprise_administrator: user.isEnterpriseAdministrator,
    is_force_reset_password: user.isForceResetPassword,
    has_second_factor: hasSecondFactor,
  };
}
