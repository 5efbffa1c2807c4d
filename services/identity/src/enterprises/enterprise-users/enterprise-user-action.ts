import type { UpdateEnterpriseUserDto } from '../dto/update-enterprise-user.dto';

/** The one action a PUT /v1/enterprises/{id}/users/{userId} asks for. */
export type EnterpriseUserAction = { kind: 'disableUser'; disable: boolean } | { kind: 'setTemporaryPassword' } | { kind: 'forceLogout' };

/** The action of the body, or null when it names none or more than one (a 400: which one was meant is unknown). */
export function enterpriseUserActionOf(body: UpdateEnterpriseUserDto): EnterpriseUserAction | null {
  const actions: EnterpriseUserAction[] = [];
  if (body.disableUser !== undefined) actions.push({ kind: 'disableUser', disable: body.disableUser });
  if (body.setTemporaryPassword !== undefined) actions.push({ kind: 'setTemporaryPassword' });
  if (body.forceLogout !== undefined) actions.push({ kind: 'forceLogout' });
  return actions.length === 1 ? actions[0] : null;
}
