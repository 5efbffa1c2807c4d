import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { countOf, PlainCounts } from '../../platform/database/plain/plain-counts';
import { SecondFactorPolicy, type SecondFactorPolicySubject } from '../../auth/second-factors/second-factor-policy.port';
import { UserAccounts } from '../../users/user-accounts';
import { EnterpriseDomain } from '../domains/enterprise-domain.entity';
import { Enterprise } from '../enterprise.entity';

// Every sign-in of a user without a factor asks (ADR 0415): plain statements, no query building.
const countRequiringEnterprises = new PlainCounts({ enterprises: countOf(Enterprise, { where: ['id', 'requireSecondFactor'] }) });
const countRequiringDomains = new PlainCounts({
  domains: countOf(EnterpriseDomain, { where: ['name', 'isVerified'], joinWhere: { enterprise: { requireSecondFactor: true } } }),
});

/**
 * The enterprises' answer to auth's SecondFactorPolicy port. A user is held to an enterprise's policy
 * when they are its member, or when their address is at a domain it verified (the company controls
 * that mailbox, as forced SAML also applies by domain): either enterprise requiring it is enough.
 */
@Injectable()
export class EnterpriseSecondFactorPolicy implements SecondFactorPolicy {
  constructor(
    private readonly accounts: UserAccounts,
    // The statements run on the data source: EnterprisesModule registers these entities (one owner
    // per table), and this module stands apart from it (see SecondFactorPolicyModule).
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async requiredFor(subject: number | SecondFactorPolicySubject): Promise<boolean> {
    const user = typeof subject === 'number' ? await this.accounts.findById(subject) : subject;
    if (!user) return false;
    const manager = this.dataSource.manager;
    if (user.enterpriseId !== null) {
      const { enterprises } = await countRequiringEnterprises.run(manager, { enterprises: { id: user.enterpriseId, requireSecondFactor: true } });
      if (enterprises > 0) return true;
    }
    // Addresses are stored normalized (lower case), as are domain names.
    const name = user.email.slice(user.email.lastIndexOf('@') + 1);
    const { domains } = await countRequiringDomains.run(manager, { domains: { name, isVerified: true } });
    return domains > 0;
  }
}
