import type { ApiResult } from '@weather/ui';
import type { AuthorizationCheck } from '../transport/hand-off-transport';

/**
 * A launcher card's state (SPEC §4 Launcher cards): `checking` until its authorization check
 * answers; `allowed`; `not-authorized` (the application said 401 or 403); `down` (any other code).
 */
export type ApplicationAccess =
  | { state: 'checking' }
  | { state: 'allowed'; isSysAdmin: boolean }
  | { state: 'not-authorized' }
  | { state: 'down' };

const NOT_AUTHORIZED_CODES = new Set([401, 403]);

/**
 * The spec's rule: a code that is present and not 200, 401 or 403 means down; otherwise success
 * decides. A check the identity service could not make (no answer, an error) is down too: the card
 * cannot be launched either way.
 */
export function applicationAccess(result: ApiResult<AuthorizationCheck>): ApplicationAccess {
  if (!result.ok) return { state: 'down' };
  const { success, isSysAdmin, code } = result.data;
  const hasCode = typeof code === 'number';
  if (hasCode && code !== 200 && !NOT_AUTHORIZED_CODES.has(code)) return { state: 'down' };
  if (success) return { state: 'allowed', isSysAdmin: isSysAdmin === true };
  return { state: 'not-authorized' };
}
