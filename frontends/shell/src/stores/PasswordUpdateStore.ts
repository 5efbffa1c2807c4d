import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ForcedPasswordUpdate, SignInTransport } from '../transport/sign-in-transport';
import type { SessionStore } from './SessionStore';

/** /password/update in forced mode (SPEC §2, §4 step 2): a new password without the current one. */
export class PasswordUpdateStore {
  isSaving = false;
  error: ApiErrorBody | null = null;

  constructor(
    private readonly transport: Pick<SignInTransport, 'updateForcedPassword'>,
    private readonly sessionStore: SessionStore,
  ) {
    makeAutoObservable<PasswordUpdateStore, 'transport' | 'sessionStore'>(this, { transport: false, sessionStore: false });
  }

  async update(request: ForcedPasswordUpdate): Promise<boolean> {
    this.isSaving = true;
    this.error = null;
    const result = await this.transport.updateForcedPassword(request);
    runInAction(() => {
      this.isSaving = false;
      if (!result.ok) this.error = result.error;
      else if (this.sessionStore.user) {
        this.sessionStore.setUser({ ...this.sessionStore.user, is_force_reset_password: result.data.is_force_reset_password });
      }
    });
    return result.ok;
  }

  clearError(): void {
    this.error = null;
  }
}
