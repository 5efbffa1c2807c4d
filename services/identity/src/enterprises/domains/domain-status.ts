import type { EnterpriseDomain } from './enterprise-domain.entity';

/** SPEC §4 domain status: Verifying (the default), then Verified or Failed. */
export const DOMAIN_STATUSES = ['Verifying', 'Verified', 'Failed'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

export function domainStatusOf(domain: Pick<EnterpriseDomain, 'isVerified' | 'isVerificationFailed'>): DomainStatus {
  if (domain.isVerified) return 'Verified';
  return domain.isVerificationFailed ? 'Failed' : 'Verifying';
}
