import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ApiException } from '../platform/errors/api-exception';
import type { User } from '../users/user.entity';
import { Enterprise } from './enterprise.entity';

/**
 * Who may manage an enterprise: its own enterprise administrators, and SYSADMIN. Anyone else learns
 * nothing about it (404), except a member who is not an administrator, who is told so (403).
 */
export function mayManage(caller: User, enterpriseId: number): boolean {
  if (caller.role === 'SYSADMIN') return true;
  return caller.isEnterpriseAdministrator && caller.enterpriseId === enterpriseId;
}

@Injectable()
export class EnterpriseAccess {
  constructor(@InjectRepository(Enterprise) private readonly enterprises: Repository<Enterprise>) {}

  /** The enterprise the caller manages, or the refusal. */
  async managedBy(caller: User, enterpriseId: number): Promise<Enterprise> {
    if (!mayManage(caller, enterpriseId)) {
      throw new ApiException(caller.enterpriseId === enterpriseId ? 'FORBIDDEN' : 'ENTERPRISE_NOT_FOUND');
    }
    const enterprise = await this.enterprises.findOneBy({ id: enterpriseId });
    if (!enterprise) throw new ApiException('ENTERPRISE_NOT_FOUND');
    return enterprise;
  }
}
