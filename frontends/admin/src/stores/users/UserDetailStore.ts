import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AuditEntry, ManagedSession, ManagedUser, ManagedUserRole, UserManagementTransport } from '../../transport/user-management-transport';

/** How many audit rows the page shows as recent activity. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** The actions of the user page; each is confirmed in a dialog first. */
export type UserAction = 'disable' | 'enable' | 'signOut' | 'passwordReset' | 'verification' | 'role' | 'delete';

/** One part of the page loaded on its own, so a failing one (the audit log) leaves the others shown. */
export class Loadable<T> {
  data: T | null = null;
  isLoading = false;
  error: ApiErrorBody | null = null;

  constructor(private readonly fetcher: () => Promise<ApiResult<T>>) {
    makeAutoObservable<Loadable<T>, 'fetcher'>(this, { fetcher: false });
  }

  get hasLoaded(): boolean {
    return this.data !== null;
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const result = await this.fetcher();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.data = result.data;
        this.error = null;
      } else {
        this.error = result.error;
      }
    });
  }

  set(data: T): void {
    this.data = data;
  }
}

/**
 * /users/{id} (issue 30): the user, their sessions and recent activity, and the administrator's
 * actions on them. After an action the parts it changed are read again.
 */
export class UserDetailStore {
  readonly user: Loadable<ManagedUser>;
  readonly sessions: Loadable<ManagedSession[]>;
  readonly activity: Loadable<AuditEntry[]>;
  /** The action waiting for the API's answer. */
  pending: UserAction | null = null;

  constructor(
    private readonly transport: UserManagementTransport,
    readonly userId: number,
  ) {
    this.user = new Loadable(() => transport.getUser(userId));
    this.sessions = new Loadable(() => transport.listSessions(userId));
    this.activity = new Loadable(() => transport.recentActivity(userId, RECENT_ACTIVITY_LIMIT));
    makeAutoObservable<UserDetailStore, 'transport'>(this, { transport: false, user: false, sessions: false, activity: false });
  }

  async load(): Promise<void> {
    await Promise.all([this.user.load(), this.sessions.load(), this.activity.load()]);
  }

  /** Runs one confirmed action; `role` is the new role of a role change. */
  async run(action: UserAction, role?: ManagedUserRole): Promise<ApiResult<unknown>> {
    this.pending = action;
    const result = await this.call(action, role);
    runInAction(() => {
      this.pending = null;
    });
    if (!result.ok || action === 'delete') return result;
    if (action === 'disable' || action === 'enable' || action === 'role') this.user.set(result.data as ManagedUser);
    await Promise.all([action === 'disable' || action === 'signOut' ? this.sessions.load() : null, this.activity.load()]);
    return result;
  }

  private call(action: UserAction, role: ManagedUserRole | undefined): Promise<ApiResult<unknown>> {
    switch (action) {
      case 'disable':
        return this.transport.setDisabled(this.userId, true);
      case 'enable':
        return this.transport.setDisabled(this.userId, false);
      case 'signOut':
        return this.transport.signOut(this.userId);
      case 'passwordReset':
        return this.transport.sendPasswordReset(this.userId);
      case 'verification':
        return this.transport.resendVerification(this.userId);
      case 'role':
        if (!role) throw new Error('run("role") needs the new role');
        return this.transport.setRole(this.userId, role);
      case 'delete':
        return this.transport.deleteUser(this.userId);
    }
  }
}
