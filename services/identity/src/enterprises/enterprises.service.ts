import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import type { SessionContext } from '../platform/http/session-context';
import { UserAccounts } from '../users/user-accounts';
import type { User } from '../users/user.entity';
import type { EnterpriseDto } from './dto/enterprise.dto';
import { EnterpriseDomain } from './domains/enterprise-domain.entity';
import { Enterprise } from './enterprise.entity';
import { mapEnterprise } from './enterprise.mapper';

/** An enterprise itself: created by its first administrator, read and renamed by its administrators. */
@Injectable()
export class EnterprisesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: UserAccounts,
    private readonly audit: AuditService,
  ) {}

  /** The creator becomes the enterprise's administrator; someone already in an enterprise cannot start another. */
  async create(caller: User, name: string, context: SessionContext): Promise<EnterpriseDto> {
    if (caller.enterpriseId !== null) throw new ApiException('ENTERPRISE_ALREADY_JOINED');
    const enterprise = await this.dataSource.transaction(async (manager) => {
      const created = await manager.save(manager.create(Enterprise, { name: name.trim() }));
      // Conditional, so two tabs creating at once leave the user in one enterprise only.
      if (!(await this.accounts.joinEnterprise(caller.id, created.id, { administrator: true }, manager))) throw new ApiException('ENTERPRISE_ALREADY_JOINED');
      return created;
    });
    caller.enterpriseId = enterprise.id;
    caller.isEnterpriseAdministrator = true;
    await this.audit.record({ event: 'ENTERPRISE_CREATED', actorId: caller.id, subjectId: caller.id, ip: context.ip, details: { enterpriseId: enterprise.id } });
    return this.describe(enterprise);
  }

  async rename(caller: User, enterprise: Enterprise, name: string, context: SessionContext): Promise<EnterpriseDto> {
    const previous = enterprise.name;
    enterprise.name = name.trim();
    await this.dataSource.getRepository(Enterprise).update({ id: enterprise.id }, { name: enterprise.name });
    await this.audit.record({
      event: 'ENTERPRISE_UPDATED',
      actorId: caller.id,
      ip: context.ip,
      details: { enterpriseId: enterprise.id, previousName: previous, name: enterprise.name },
    });
    return this.describe(enterprise);
  }

  async describe(enterprise: Enterprise): Promise<EnterpriseDto> {
    const domains = await this.dataSource.getRepository(EnterpriseDomain).find({
      where: { enterpriseId: enterprise.id },
      relations: { samlAuthenticationProvider: true },
      order: { id: 'ASC' },
    });
    const userCount = await this.accounts.countInEnterprise(enterprise.id);
    return mapEnterprise(enterprise, domains, userCount);
  }
}
