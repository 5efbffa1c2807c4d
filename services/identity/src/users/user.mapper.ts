import { mapTimezone } from './timezones/dto/timezone.dto';
import type { UserDto } from './dto/user.dto';
import type { User } from './user.entity';

/** The avatar's address; the time stamp changes with the image so caches never show an old one. */
export function avatarPath(user: User): string | null {
  return user.avatarUpdatedAt ? `/v1/users/me/avatar?v=${user.avatarUpdatedAt.getTime()}` : null;
}

/** Keeps entities out of answers: only these fields leave the service (never the password hash). */
export function mapUser(user: User): UserDto {
  return {
    id: user.id,
    uuid: user.uuid,
    first_name: user.firstName,
    last_name: user.lastName,
    job_title: user.jobTitle,
    email: user.email,
    mobile_number: user.mobileNumber,
    timezone_id: user.timezoneId,
    Timezone: user.timezone ? mapTimezone(user.timezone) : null,
    timezone: user.timezone?.name ?? null,
    locale: user.locale,
    avatar: avatarPath(user),
    role: user.role,
    is_enterprise_administrator: user.isEnterpriseAdministrator,
    Enterprise: user.enterpriseId === null ? null : { id: user.enterpriseId },
    is_verified: user.isVerified,
    is_disabled: user.isDisabled,
    is_force_reset_password: user.isForceResetPassword,
  };
}
