import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { messages, normalizeDomainName } from '@weather/validation';
import type { DataSource } from 'typeorm';
import { SecondFactorHolders } from '../../auth/second-factors/second-factor-holders';
import { AuditService } from '../../platform/audit/audit.service';
import { BackgroundTasks } from '../../platform/background-tasks';
import { Clock } from '../../platform/clock';
import { ApiException } from '../../platform/errors/api-exception';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import type { MailLanguage } from '../../platform/mail/mail-language';
import { MailService } from '../../platform/mail/mail.service';
import type { SessionContext } from '../../platform/http/session-context';
import { UserAccounts } from '../../users/user-accounts';
import type { User } from '../../users/user.entity';
import { generateTxtCode } from './domain-verification-record';
import { DomainVerificationService } from './domain-verification.service';
import type { ClaimedUsersDto } from '../dto/claimed-users.dto';
import type { EnterpriseDomainDto } from '../dto/enterprise-domain.dto';
import { EnterpriseDomain } from './enterprise-domain.entity';
import type { Enterprise } from '../enterprise.entity';
import { mapEnterpriseDomain, mapEnterpriseUser } from '../enterprise.mapper';
import { isPublicMailDomain } from './public-mail-domains';

/** The email domains of an enterprise: adding one (then proving it by DNS), and claiming its users. */
@Injectable()
export class EnterpriseDomainsService {
  /** Claim mails go after the answer, so a large claim answers at once; failures are logged. */
  readonly background = new BackgroundTasks(new Logger(EnterpriseDomainsService.name));

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly verification: DomainVerificationService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly secondFactorHolders: SecondFactorHolders,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
  ) {}

  /**
   * A new domain starts Verifying with a fresh TXT key and is looked up at once. A domain belongs to
   * one enterprise at most; only a Failed one can be added again (by anyone: a failed claim must not
   * keep the real owner out), which restarts its verification with a new key.
   */
  async add(caller: User, enterprise: Enterprise, rawName: string, context: SessionContext): Promise<EnterpriseDomainDto> {
    const name = normalizeDomainName(rawName);
    if (isPublicMailDomain(name)) {
      throw new ApiException('VALIDATION_FAILED', [{ field: 'name', code: 'DOMAIN_NAME_PUBLIC', message: messages.DOMAIN_NAME_PUBLIC }]);
    }
    const domains = this.dataSource.getRepository(EnterpriseDomain);
    const existing = await domains.findOneBy({ name });
    if (existing && !existing.isVerificationFailed) throw new ApiException('DOMAIN_TAKEN');
    const deadline = new Date(this.clock.now().getTime() + this.config.enterpriseDomains.verificationDeadlineSeconds * 1000);
    const fields = {
      enterpriseId: enterprise.id,
      name,
      txtCode: generateTxtCode(),
      isVerified: false,
      isVerificationFailed: false,
      verificationDeadline: deadline,
      lastCheckedAt: null,
    };
    let domain: EnterpriseDomain;
    if (existing) {
      // Conditional on still being Failed, so two enterprises retrying at once cannot both win.
      const taken = await domains.update({ id: existing.id, isVerificationFailed: true }, fields);
      if ((taken.affected ?? 0) !== 1) throw new ApiException('DOMAIN_TAKEN');
      domain = await domains.findOneByOrFail({ id: existing.id });
    } else {
      domain = await this.insertUnique(domains.create(fields));
    }
    await this.audit.record({ event: 'ENTERPRISE_DOMAIN_ADDED', actorId: caller.id, ip: context.ip, details: { enterpriseId: enterprise.id, domain: name } });
    return mapEnterpriseDomain(await this.verification.check(domain));
  }

  /**
   * Brings the users whose address is at a verified domain, and who belong to no enterprise yet, into
   * this one, and tells each by mail. Users already in an enterprise stay where they are, so a second
   * call claims nobody.
   */
  async claimUsers(caller: User, enterprise: Enterprise, domainId: number, context: SessionContext, language: MailLanguage): Promise<ClaimedUsersDto> {
    const domain = await this.dataSource.getRepository(EnterpriseDomain).findOneBy({ id: domainId, enterpriseId: enterprise.id });
    if (!domain) throw new ApiException('DOMAIN_NOT_FOUND');
    if (!domain.isVerified) throw new ApiException('DOMAIN_NOT_VERIFIED');
    const claimed = await this.accounts.claimAtDomain(domain.name, enterprise.id);
    if (claimed === null) return { claimed: 0, users: [] };
    await this.audit.record({
      event: 'ENTERPRISE_USERS_CLAIMED',
      actorId: caller.id,
      ip: context.ip,
      details: { enterpriseId: enterprise.id, domain: domain.name, userIds: claimed.map((user) => user.id) },
    });
    for (const user of claimed) {
      this.background.run(`Claim mail to user ${user.id}`, async () => {
        const slot = await this.mail.reserve(user.email, 'enterprise_claim', { subjectId: user.id, ip: context.ip });
        if (slot) await this.mail.sendEnterpriseClaim(slot, { firstName: user.firstName, enterpriseName: enterprise.name }, language);
      });
    }
    const holders = await this.secondFactorHolders.amongUsers(claimed.map((user) => user.id));
    return { claimed: claimed.length, users: claimed.map((user) => mapEnterpriseUser(user, holders.has(user.id))) };
  }

  /** The unique index settles a race between two enterprises adding the same new name. */
  private async insertUnique(domain: EnterpriseDomain): Promise<EnterpriseDomain> {
    try {
      return await this.dataSource.getRepository(EnterpriseDomain).save(domain);
    } catch (error) {
      if (await this.dataSource.getRepository(EnterpriseDomain).existsBy({ name: domain.name })) throw new ApiException('DOMAIN_TAKEN');
      throw error;
    }
  }
}
