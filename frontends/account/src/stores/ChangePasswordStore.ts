import type { ApiErrorBody } from '@weather/api-client';
import type { PortalSession } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport } from '../transport/account-transport';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * SPEC §8 Change password: changed; refused with field errors (under their fields); 403 (the page
 * sends the person to /login); any other failure ("Error while updating your password").
 */
export type PasswordChangeOutcome = 'changed' | 'invalid' | 'refused' | 'forbidden' | 'failed';

/** The signed-in user's password change (PATCH /v1/users/me with the current password). */
export class ChangePasswordStore {
  form: ChangePasswordForm = new ChangePasswordForm([]);
  isSaving = false;
  error: ApiErrorBody | null = null;

  constructor(
    private readonly transport: AccountTransport,
    private readonly session: PortalSession,
  ) {
    makeAutoObservable<ChangePasswordStore, 'transport' | 'session'>(this, { transport: false, session: false });
  }

  /** A fresh form; the person's email and names make a password guessable, so they lower its score. */
  open(): void {
    const user = this.session.user;
    this.form = new ChangePasswordForm(user ? [user.email, user.first_name, user.last_name] : []);
    this.error = null;
  }

  /**
   * The OK of the "please log in again" notice (SPEC §4, §8): the change ended every other session;
   * this one ends now too, so the reload that follows lands on /login and the notice's words hold.
   * The reload comes even if the sign-out call fails: the login check then decides.
   */
  async signOutAndReload(reload: () => void): Promise<void> {
    try {
      await this.transport.signOut();
    } finally {
      reload();
    }
  }

  async submit(): Promise<PasswordChangeOutcome> {
    const form = this.form;
    form.touchAll();
    if (!form.isValid) return 'invalid';
    if (this.isSaving) return 'invalid';
    this.isSaving = true;
    this.error = null;
    const result = await this.transport.changePassword({ ...form.values });
    return runInAction(() => {
      this.isSaving = false;
      if (result.ok) return 'changed';
      this.error = result.error;
      if (result.error.statusCode === 403) return 'forbidden';
      form.setServerErrors(result.error.errors ?? []);
      return form.hasServerFieldErrors ? 'refused' : 'failed';
    });
  }
}
