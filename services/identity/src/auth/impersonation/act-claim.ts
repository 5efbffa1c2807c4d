import type { User } from '../../users/user.entity';

/**
 * RFC 8693 §4.1 `act`: who acts for the subject. A hand-off from an impersonated session carries the
 * administrator, in the JWT and in the redeemed user, so the application can tell (ADR 0237). `sub`
 * is the administrator's uuid, as the JWT's own `sub` is the user's.
 */
export interface ActClaim {
  sub: string;
  email: string;
}

export function actClaimOf(impersonator: Pick<User, 'uuid' | 'email'> | null | undefined): ActClaim | null {
  return impersonator ? { sub: impersonator.uuid, email: impersonator.email } : null;
}
