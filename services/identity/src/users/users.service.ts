import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { messages } from '@weather/validation';
import type { Repository } from 'typeorm';
import { AuditService } from '../platform/audit/audit.service';
import { ApiException } from '../platform/errors/api-exception';
import type { SessionContext } from '../platform/http/session-context';
import { TimezonesService } from './timezones/timezones.service';
import type { ImpersonatorDto } from './dto/impersonator.dto';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import type { UserDto } from './dto/user.dto';
import { UserEvents } from './user-events';
import { mapUser } from './user.mapper';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly timezones: TimezonesService,
    private readonly audit: AuditService,
    private readonly events: UserEvents,
  ) {}

  describe(user: User): UserDto {
    return mapUser(user);
  }

  /** The SYSADMIN who opened the caller's session as the user (its impersonatorId), or null. */
  async impersonator(administratorId: number | null): Promise<ImpersonatorDto | null> {
    if (administratorId === null) return null;
    const administrator = await this.users.findOneBy({ id: administratorId });
    if (!administrator) return null;
    return { id: administrator.id, first_name: administrator.firstName, last_name: administrator.lastName, email: administrator.email };
  }

  /**
   * Saves the profile fields of SPEC §5 (the DTO has checked each rule); the time zone must also
   * exist. Texts are stored trimmed. The applications' user.updated webhook is queued in the same
   * transaction.
   */
  async updateProfile(user: User, profile: UpdateProfileDto, context: SessionContext): Promise<UserDto> {
    if (profile.timezone_id !== undefined && profile.timezone_id !== null && !(await this.timezones.exists(profile.timezone_id))) {
      throw new ApiException('VALIDATION_FAILED', [{ field: 'timezone_id', code: 'TIMEZONE_INVALID', message: messages.TIMEZONE_INVALID }]);
    }
    const changes: Partial<User> = { firstName: profile.first_name.trim(), lastName: profile.last_name.trim() };
    if (profile.job_title !== undefined) changes.jobTitle = profile.job_title?.trim() ?? '';
    if (profile.mobile_number !== undefined) changes.mobileNumber = profile.mobile_number ?? '';
    if (profile.timezone_id !== undefined) changes.timezoneId = profile.timezone_id;
    if (profile.locale !== undefined) changes.locale = profile.locale;
    const updated = await this.users.manager.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, changes);
      const saved = await manager.findOneOrFail(User, { where: { id: user.id }, relations: { timezone: true } });
      await this.events.publish('user.updated', saved, manager);
      return saved;
    });
    await this.audit.record({
      event: 'PROFILE_UPDATED',
      actorId: user.id,
      subjectId: user.id,
      ip: context.ip,
      // The fields sent: the DTO instance also holds the ones left out, as undefined.
      details: { fields: Object.entries(profile).filter(([, value]) => value !== undefined).map(([field]) => field).sort() },
    });
    return mapUser(updated);
  }
}
