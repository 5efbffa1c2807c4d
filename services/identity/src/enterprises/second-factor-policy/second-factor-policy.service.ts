import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditService } from '../../platform/audit/audit.service';
import type { SessionContext } from '../../platform/http/session-context';
import type { User } from '../../users/user.entity';
import type { EnterpriseDto } from '../dto/enterprise.dto';
import { Enterprise } from '../enterprise.entity';
import { EnterprisesService } from '../enterprises.service';

/** An enterprise's "require two-step sign-in" switch. It acts at each user's next sign-in, not on open sessions. */
@Injectable()
export class SecondFactorPolicyService {
  constructor(
    @InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>,
    private readonly describer: EnterprisesService,
    private readonly audit: AuditService,
  ) {}

  async set(caller: User, enterprise: Enterprise, required: boolean, context: SessionContext): Promise<EnterpriseDto> {
    const previous = enterprise.requireSecondFactor;
    enterprise.requireSecondFactor = required;
    await this.enterprises.update({ id: enterprise.id }, { requireSecondFactor: required });
    // Audited even when unchanged: the administrator's decision is the event.
    await this.audit.record({
      event: 'SECOND_FACTOR_POLICY_CHANGED',
      actorId: caller.id,
      ip: context.ip,
      details: { enterpriseId: enterprise.id, previous, required },
    });
    return this.describer.describe(enterprise);
  }
}
