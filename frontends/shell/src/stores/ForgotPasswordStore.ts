import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SignInTransport } from '../transport/sign-in-transport';

/** /forgot (SPEC §2, §4): the reset email is requested; a tick shows once it is sent. */
export class ForgotPasswordStore {
  isLoading = false;
  /** The address the reset link went to; the tick shows while it is set. */
  sentTo: string | null = null;
  error: ApiErrorBody | null = null;

  constructor(private readonly transport: Pick<SignInTransport, 'forgotPassword'>) {
    makeAutoObservable<ForgotPasswordStore, 'transport'>(this, { transport: false });
  }

  async sendResetLink(email: string): Promise<void> {
    this.isLoading = true;
    this.error = null;
    this.sentTo = null;
    const result = await this.transport.forgotPassword({ email, resetPassword: true });
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) this.sentTo = email;
      else this.error = result.error;
    });
  }

  reset(): void {
    this.sentTo = null;
    this.error = null;
  }
}
