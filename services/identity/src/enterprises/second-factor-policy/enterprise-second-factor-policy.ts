import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { SecondFactorPolicy, type SecondFactorPolicySubject } from '../../auth/second-factors/second-factor-policy.port';
import { UserAccounts } from '../../users/user-accounts';
import { EnterpriseDomain } from '../domains/enterprise-domain.entity';
import { Enterprise } from '../enterprise.entity';

/**
 * The enterprises' answer to auth's SecondFactorPolicy port. A user is held to an enterprise's policy
 * when they are its member, or when their address is at a domain it verified (the company controls
 * that mailbox, as forced SAML also applies by domain): either enterprise requiring it is enough.
 */
@Injectable()
export class EnterpriseSecondFactorPolicy implements SecondFactorPolicy {
  constructor(
    private readonly accounts: UserAccounts,
    // The repositories are taken from the data source: EnterprisesModule registers these entities
    // (one owner per table), and this module stands apart from it (see SecondFactorPolicyModule).
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  private get enterprises() {
    return this.dataSource.getRepository(Enterprise);
  }

  private get domains() {
    return this.dataSource.getRepository(EnterpriseDomain);
  }

  async requiredFor(subject: number | SecondFactorPolicySubject): Promise<boolean> {
    const user = typeof subject === 'number' ? await this.accounts.findById(subject) : subject;
    if (!user) return false;
    if (user.enterpriseId !== null && (await this.enterprises.existsBy({ id: user.enterpriseId, requireSecondFactor: true }))) return true;
    // Addresses are stored normalized (lower case), as are domain names.
    const domain = user.email.slice(user.email.lastIndexOf('@') + 1);
    return this.domains.exists({ where: { name: domain, isVerified: true, enterprise: { requireSecondFactor: true } } });
  }
}
