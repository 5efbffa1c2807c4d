import type { User } from '../../users/user.entity';

/**
 * The fetcher reaches out to an address the caller names: only those who configure single sign-on
 * may use it, the administrators of an enterprise and SYSADMIN (who may manage any enterprise).
 */
export function mayFetchRemoteMetadata(caller: User): boolean {
  return caller.role === 'SYSADMIN' || (caller.isEnterpriseAdministrator && caller.enterpriseId !== null);
}
