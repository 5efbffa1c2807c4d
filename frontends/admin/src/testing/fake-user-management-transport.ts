import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import type { AuditEntry, ManagedSession, ManagedUser, ManagedUserRole, UserManagementTransport } from '../transport/user-management-transport';

export function buildManagedUser(fields: Partial<ManagedUser> = {}): ManagedUser {
  const id = fields.id ?? 2;
  return {
    id,
    uuid: `uuid-${id}`,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: `grace${id}@example.com`,
    job_title: 'Rear admiral',
    mobile_number: '',
    timezone: 'Australia/Sydney',
    role: 'USER',
    is_enterprise_administrator: false,
    enterprise: { id: 7, name: 'Bureau of Clouds' },
    is_verified: true,
    is_disabled: false,
    is_force_reset_password: false,
    created_at: '2026-01-05T09:00:00.000Z',
    last_sign_in_at: '2026-03-01T08:30:00.000Z',
    second_factors: 0,
    ...fields,
  };
}

export function buildManagedSession(fields: Partial<ManagedSession> = {}): ManagedSession {
  return {
    id: 11,
    browser: 'Firefox 133',
    os: 'Linux',
    platform: 'desktop',
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    ip: '203.0.113.7',
    created_at: '2026-03-01T08:30:00.000Z',
    last_seen_at: '2026-03-01T09:10:00.000Z',
    impersonated_by: null,
    ...fields,
  };
}

export function buildAuditEntry(fields: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    event: 'LOGIN_SUCCEEDED',
    created_at: '2026-03-01T08:30:00.000Z',
    actor: null,
    subject: null,
    ip: '203.0.113.7',
    enterprise_id: null,
    details: null,
    ...fields,
  };
}

/** As the API answers an id no user has: 404 USER_NOT_FOUND. */
class UnknownUser extends Error {}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * An in-memory identity service for the user page: each action changes `users` and `sessions` as the
 * API does (an unknown id is 404), unless `refuseWith` (every call) or `refuse[call]` (one call) says
 * how it answers instead.
 */
export class FakeUserManagementTransport implements UserManagementTransport {
  users: ManagedUser[] = [];
  sessions = new Map<number, ManagedSession[]>();
  activity = new Map<number, AuditEntry[]>();
  readonly calls: string[] = [];
  refuseWith: ApiErrorBody | null = null;
  readonly refuse: Partial<Record<keyof UserManagementTransport, ApiErrorBody>> = {};

  getUser(userId: number): Promise<ApiResult<ManagedUser>> {
    return this.answer('getUser', `get ${userId}`, () => this.user(userId));
  }

  listSessions(userId: number): Promise<ApiResult<ManagedSession[]>> {
    return this.answer('listSessions', `sessions ${userId}`, () => {
      this.user(userId);
      return this.sessions.get(userId) ?? [];
    });
  }

  signOut(userId: number): Promise<ApiResult<unknown>> {
    return this.answer('signOut', `signOut ${userId}`, () => {
      this.user(userId);
      this.sessions.set(userId, []);
      return undefined;
    });
  }

  setDisabled(userId: number, disabled: boolean): Promise<ApiResult<ManagedUser>> {
    return this.answer('setDisabled', `setDisabled ${userId} ${disabled}`, () => {
      if (disabled) this.sessions.set(userId, []);
      return this.change(userId, { is_disabled: disabled });
    });
  }

  setRole(userId: number, role: ManagedUserRole): Promise<ApiResult<ManagedUser>> {
    return this.answer('setRole', `setRole ${userId} ${role}`, () => this.change(userId, { role }));
  }

  sendPasswordReset(userId: number): Promise<ApiResult<unknown>> {
    return this.answer('sendPasswordReset', `sendPasswordReset ${userId}`, () => void this.user(userId));
  }

  resendVerification(userId: number): Promise<ApiResult<unknown>> {
    return this.answer('resendVerification', `resendVerification ${userId}`, () => void this.user(userId));
  }

  deleteUser(userId: number): Promise<ApiResult<unknown>> {
    return this.answer('deleteUser', `delete ${userId}`, () => {
      this.user(userId);
      this.users = this.users.filter((user) => user.id !== userId);
      return undefined;
    });
  }

  recentActivity(userId: number, limit: number): Promise<ApiResult<AuditEntry[]>> {
    return this.answer('recentActivity', `activity ${userId} ${limit}`, () => (this.activity.get(userId) ?? []).slice(0, limit));
  }

  private change(userId: number, fields: Partial<ManagedUser>): ManagedUser {
    const changed = { ...this.user(userId), ...fields };
    this.users = this.users.map((user) => (user.id === userId ? changed : user));
    return changed;
  }

  private user(userId: number): ManagedUser {
    const user = this.users.find((candidate) => candidate.id === userId);
    if (!user) throw new UnknownUser();
    return user;
  }

  private async answer<T>(name: keyof UserManagementTransport, call: string, change: () => T): Promise<ApiResult<T>> {
    this.calls.push(call);
    await tick();
    const refusal = this.refuse[name] ?? this.refuseWith;
    if (refusal) return { ok: false, error: refusal };
    try {
      return { ok: true, data: change() };
    } catch (error) {
      if (error instanceof UnknownUser) return { ok: false, error: { statusCode: 404, code: 'USER_NOT_FOUND', message: 'User not found' } };
      throw error;
    }
  }
}
