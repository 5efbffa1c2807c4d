import type { ErrorCode } from '../../platform/errors/error-code';
import type { UserRole } from '../../users/user-role';
import type { User } from '../../users/user.entity';

/** What a system administrator does to an account. */
export type AdministrativeChange = { kind: 'disable' } | { kind: 'enable' } | { kind: 'role'; role: UserRole } | { kind: 'delete' } | { kind: 'signOut' };

export type AccountState = Pick<User, 'id' | 'role' | 'isDisabled'>;

/**
 * The rules that keep the product from losing its last way in (docs/adr/1003), applied to the
 * caller and the target as read under lock: the caller must still be an enabled SYSADMIN (another
 * administrator may have demoted or disabled them a moment ago), and nobody disables, demotes or
 * deletes themselves. Together they keep an enabled SYSADMIN at all times: every change that takes
 * one away is made by another, who stays. Answers the refusal's code, or null.
 */
export function refusalOf(change: AdministrativeChange, actor: AccountState | undefined, target: AccountState): ErrorCode | null {
  if (!actor || actor.role !== 'SYSADMIN' || actor.isDisabled) return 'FORBIDDEN';
  if (target.id === actor.id && takesAwayASysadmin(change, target)) return 'OWN_ACCOUNT';
  return null;
}

/** True when, after the change, the target no longer counts as an enabled SYSADMIN though it did before. */
export function takesAwayASysadmin(change: AdministrativeChange, target: AccountState): boolean {
  if (target.role !== 'SYSADMIN' || target.isDisabled) return false;
  switch (change.kind) {
    case 'disable':
    case 'delete':
      return true;
    case 'role':
      return change.role !== 'SYSADMIN';
    case 'enable':
    case 'signOut':
      return false;
  }
}
