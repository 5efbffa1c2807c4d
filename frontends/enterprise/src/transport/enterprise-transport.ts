import type { Schemas } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';

/** The Enterprise of SPEC §3 (GET /v1/enterprises/{id}). */
export type Enterprise = Schemas['EnterpriseDto'];
export type EnterpriseDomain = Schemas['EnterpriseDomainDto'];
/** A row of the Users tab. */
export type EnterpriseUser = Schemas['EnterpriseUserDto'];
/** The user after a row action; `tempPassword` after setTemporaryPassword. */
export type EnterpriseUserUpdated = Schemas['EnterpriseUserUpdatedDto'];
export type ClaimedUsers = Schemas['ClaimedUsersDto'];
/** Exactly one of disableUser, setTemporaryPassword or forceLogout (SPEC §7). */
export type EnterpriseUserAction = { disableUser: boolean } | { setTemporaryPassword: true } | { forceLogout: true };

/** The calls the enterprise remote makes; the app wires the API client, tests give a fake. */
export interface EnterpriseTransport {
  createEnterprise(name: string): Promise<ApiResult<Enterprise>>;
  getEnterprise(id: number): Promise<ApiResult<Enterprise>>;
  renameEnterprise(id: number, name: string): Promise<ApiResult<Enterprise>>;
  addDomain(id: number, name: string): Promise<ApiResult<EnterpriseDomain>>;
  claimUsers(id: number, domainId: number): Promise<ApiResult<ClaimedUsers>>;
  listUsers(id: number): Promise<ApiResult<EnterpriseUser[]>>;
  updateUser(id: number, userId: number, action: EnterpriseUserAction): Promise<ApiResult<EnterpriseUserUpdated>>;
  /** The signed-in user again: creating an enterprise makes them its administrator. */
  getCurrentUser(): Promise<ApiResult<PortalUser>>;
}
