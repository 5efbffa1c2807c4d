import type { Schemas } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';

/** One user as GET /v1/users/{id} answers it (issue 30): profile, enterprise, role, states. */
export type ManagedUser = Schemas['ManagedUserDto'];
/** One live session of the user, as GET /v1/users/{id}/sessions lists it. */
export type ManagedSession = Schemas['ManagedSessionDto'];
export type ManagedUserRole = ManagedUser['role'];

/** A person an audit row names (GET /v1/audit, built beside this page: docs/adr/1002). */
export interface AuditPerson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
}

/** One row of the audit log, as GET /v1/audit answers it (the contract of issue 30's audit viewer). */
export interface AuditEntry {
  id: number;
  event: string;
  created_at: string;
  actor: AuditPerson | null;
  subject: AuditPerson | null;
  ip: string | null;
  enterprise_id: number | null;
  details: Record<string, unknown> | null;
}

/** The calls of the admin remote's user page (issue 30); the app wires the API client, tests give a fake. */
export interface UserManagementTransport {
  getUser(userId: number): Promise<ApiResult<ManagedUser>>;
  listSessions(userId: number): Promise<ApiResult<ManagedSession[]>>;
  /** DELETE /v1/users/{id}/sessions: every session of the user ends. */
  signOut(userId: number): Promise<ApiResult<unknown>>;
  setDisabled(userId: number, disabled: boolean): Promise<ApiResult<ManagedUser>>;
  setRole(userId: number, role: ManagedUserRole): Promise<ApiResult<ManagedUser>>;
  sendPasswordReset(userId: number): Promise<ApiResult<unknown>>;
  resendVerification(userId: number): Promise<ApiResult<unknown>>;
  deleteUser(userId: number): Promise<ApiResult<unknown>>;
  /** GET /v1/audit?subject={id}&limit={limit}: the newest rows about the user. */
  recentActivity(userId: number, limit: number): Promise<ApiResult<AuditEntry[]>>;
}
