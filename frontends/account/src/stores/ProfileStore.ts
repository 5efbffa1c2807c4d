import type { ApiErrorBody } from '@weather/api-client';
import type { PortalSession } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport } from '../transport/account-transport';
import { ProfileForm } from './ProfileForm';

export type SaveOutcome = 'saved' | 'refused' | 'unchanged';

/** The signed-in user's profile: the form over the session's user, and saving it. */
export class ProfileStore {
  form: ProfileForm | null = null;
  isSaving = false;
  error: ApiErrorBody | null = null;

  constructor(
    private readonly transport: AccountTransport,
    private readonly session: PortalSession,
  ) {
    makeAutoObservable<ProfileStore, 'transport' | 'session'>(this, { transport: false, session: false });
  }

  /** Opens the form on the user the shell signed in. */
  open(): void {
    const user = this.session.user;
    this.form = user ? new ProfileForm(user) : null;
    this.error = null;
  }

  async save(): Promise<SaveOutcome> {
    const form = this.form;
    if (!form || !form.canSave || this.isSaving) return 'unchanged';
    this.isSaving = true;
    this.error = null;
    const result = await this.transport.updateCurrentUser(form.toUpdate());
    runInAction(() => {
      this.isSaving = false;
      if (result.ok) {
        // The shell's top bar shows the new name at once; the form starts over from the saved user.
        this.session.setUser(result.data);
        this.form = new ProfileForm(result.data);
      } else {
        this.error = result.error;
        form.setServerErrors(result.error.errors ?? []);
      }
    });
    return result.ok ? 'saved' : 'refused';
  }
}
