import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SecondFactorPolicy } from '../../auth/second-factors/second-factor-policy.port';
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
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    @InjectRepository(EnterpriseDomain) private readonly domains: Repository<EnterpriseDomain>,
  ) {}

  async requiredFor(userId: number): Promise<boolean> {
    const user = await this.accounts.findById(userId);
    if (!user) return false;
    if (user.enterpriseId !== null && (await this.enterprises.existsBy({ id: user.enterpriseId, requireSecondFactor: true }))) return true;
    // Addresses are stored normalized (lower case), as are domain names.
    const domain = user.email.slice(user.email.lastIndexOf('@') + 1);
    return this.domains.exists({ where: { name: domain, isVerified: true, enterprise: { requireSecondFactor: true } } });
  }
}
