import { displayAddress } from '../../auth/sessions/own-session.mapper';
import type { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { sessionDeviceOf } from '../../auth/sessions/session-device';
import type { User } from '../../users/user.entity';
import type { ManagedSessionDto } from './dto/managed-session.dto';
import type { ManagedUserDto, ManagedUserEnterpriseDto } from './dto/managed-user.dto';

export interface ManagedUserFacts {
  enterprise: ManagedUserEnterpriseDto | null;
  lastSignIn: Date | null;
  secondFactors: number;
}

/** A user for the Users page: never the password hash, the avatar id or the locale. The time zone must be loaded. */
export function mapManagedUser(user: User, facts: ManagedUserFacts): ManagedUserDto {
  return {
    id: user.id,
    uuid: user.uuid,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    job_title: user.jobTitle,
    mobile_number: user.mobileNumber,
    timezone: user.timezone?.name ?? null,
    role: user.role,
    is_enterprise_administrator: user.isEnterpriseAdministrator,
    enterprise: facts.enterprise,
    is_verified: user.isVerified,
    is_disabled: user.isDisabled,
    is_force_reset_password: user.isForceResetPassword,
    created_at: user.createdAt.toISOString(),
    last_sign_in_at: facts.lastSignIn?.toISOString() ?? null,
    second_factors: facts.secondFactors,
  };
}

/** A session for the administrator: the device, the raw agent and the address; never the token hash. The impersonator must be loaded. */
export function mapManagedSession(session: BrowserSession): ManagedSessionDto {
  const impersonator = session.impersonator;
  return {
    id: session.id,
    ...sessionDeviceOf(session.userAgent),
    user_agent: session.userAgent,
    ip: displayAddress(session.ip),
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    impersonated_by: impersonator ? { id: impersonator.id, first_name: impersonator.firstName, last_name: impersonator.lastName, email: impersonator.email } : null,
  };
}
