import type { ApplicationUserDto } from './dto/application-user.dto';
import type { User } from './user.entity';

/** What an application learns about a user (docs/hand-off-contract.md); the time zone must be loaded. */
export function mapApplicationUser(user: User): ApplicationUserDto {
  return {
    id: user.id,
    uuid: user.uuid,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    is_enterprise_administrator: user.isEnterpriseAdministrator,
    enterprise_id: user.enterpriseId,
    timezone: user.timezone?.name ?? null,
  };
}
