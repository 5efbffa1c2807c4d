import type { Schemas } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';

/** One user as GET /v1/users/{key} answers it (issue 30): profile, enterprise, role, states. */
export type ManagedUser = Schemas['ManagedUserDto'];
/** One live session of the user, as GET /v1/users/{key}/sessions lists it. */
export type ManagedSession = Schemas['ManagedSessionDto'];
export type ManagedUserRole = ManagedUser['role'];

/** A person an audit row names (GET /v1/audit, the audit viewer's route). */
export type AuditPerson = Schemas['AuditPersonDto'];
/** One row of the audit log, as GET /v1/audit answers it. */
export type AuditEntry = Schemas['AuditEntryDto'];

/** The calls of the admin remote's user page (issue 30); the app wires the API client, tests give a fake. */
export interface UserManagementTransport {
  getUser(userId: number): Promise<ApiResult<ManagedUser>>;
  listSessions(userId: number): Promise<ApiResult<ManagedSession[]>>;
  /** DELETE /v1/users/{key}/sessions: every session of the user ends. */
  signOut(userId: number): Promise<ApiResult<unknown>>;
  setDisabled(userId: number, disabled: boolean): Promise<ApiResult<ManagedUser>>;
  setRole(userId: number, role: ManagedUserRole): Promise<ApiResult<ManagedUser>>;
  sendPasswordReset(userId: number): Promise<ApiResult<unknown>>;
  resendVerification(userId: number): Promise<ApiResult<unknown>>;
  deleteUser(userId: number): Promise<ApiResult<unknown>>;
  /** GET /v1/audit?subject={id}&limit={limit}: the newest rows about the user. */
  recentActivity(userId: number, limit: number): Promise<ApiResult<AuditEntry[]>>;
}
