import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EnterpriseTransport, EnterpriseUser, EnterpriseUserAction, EnterpriseUserUpdated } from '../transport/enterprise-transport';

/** The last temporary password set, shown until the person closes it or sets another. */
export interface TemporaryPasswordNotice {
  email: string;
  password: string;
}

/** The Users tab: the enterprise's users and the row menu's actions. */
export class EnterpriseUsersStore {
  users: EnterpriseUser[] = [];
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;
  /** Users whose action is under way, so their menu waits. */
  acting = new Set<number>();
  temporaryPassword: TemporaryPasswordNotice | null = null;

  constructor(private readonly transport: EnterpriseTransport) {
    makeAutoObservable<EnterpriseUsersStore, 'transport'>(this, { transport: false });
  }

  async load(enterpriseId: number): Promise<void> {
    this.isLoading = true;
    const result = await this.transport.listUsers(enterpriseId);
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.users = result.data;
        this.hasLoaded = true;
        this.error = null;
      } else {
        this.error = result.error;
      }
    });
  }

  async act(enterpriseId: number, userId: number, action: EnterpriseUserAction): Promise<ApiResult<EnterpriseUserUpdated>> {
    this.acting.add(userId);
    const result = await this.transport.updateUser(enterpriseId, userId, action);
    runInAction(() => {
      this.acting.delete(userId);
      if (!result.ok) return;
      const { tempPassword, ...user } = result.data;
      this.users = this.users.map((row) => (row.id === userId ? user : row));
      if (tempPassword) this.temporaryPassword = { email: user.email, password: tempPassword };
    });
    return result;
  }

  /** Removes the user's second factors; their row then shows none. */
  async resetSecondFactors(enterpriseId: number, userId: number): Promise<ApiResult<unknown>> {
    this.acting.add(userId);
    const result = await this.transport.resetSecondFactors(enterpriseId, userId);
    runInAction(() => {
      this.acting.delete(userId);
      if (result.ok) this.users = this.users.map((row) => (row.id === userId ? { ...row, has_second_factor: false } : row));
    });
    return result;
  }

  dismissTemporaryPassword(): void {
    this.temporaryPassword = null;
  }
}
