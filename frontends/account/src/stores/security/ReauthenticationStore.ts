import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import { isMagicCodeComplete, normalizeMagicCode } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport } from '../../transport/account-transport';

/** How the person proves it is them: the current password, or a code mailed to them. */
export type ReauthenticationMethod = 'password' | 'code';

/**
 * Re-authentication before a sensitive change (docs/second-factor-contract.md): a call that answers
 * 403 REAUTHENTICATION_REQUIRED asks the person for their password or a mailed code, then runs again.
 * The user object does not say whether a password is set (social and SAML sign-ups have none), so
 * both ways are offered and the API's refusal is shown.
 */
export class ReauthenticationStore {
  isAsking = false;
  method: ReauthenticationMethod = 'password';
  password = '';
  code = '';
  codeSent = false;
  isBusy = false;
  error: ApiErrorBody | null = null;
  private settle: ((confirmed: boolean) => void) | null = null;

  constructor(private readonly transport: AccountTransport) {
    makeAutoObservable<ReauthenticationStore, 'transport' | 'settle'>(this, { transport: false, settle: false });
  }

  /**
   * Runs a call that may need a recent re-authentication; when asked, waits for the person to confirm
   * and runs it once more. When they cancel, the first answer (REAUTHENTICATION_REQUIRED) is returned.
   */
  async guard<T>(call: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
    const first = await call();
    if (first.ok || first.error.code !== 'REAUTHENTICATION_REQUIRED') return first;
    return (await this.ask()) ? call() : first;
  }

  get canSubmit(): boolean {
    if (this.isBusy) return false;
    return this.method === 'password' ? this.password.length > 0 : isMagicCodeComplete(this.code);
  }

  choose(method: ReauthenticationMethod): void {
    this.method = method;
    this.error = null;
  }

  setPassword(value: string): void {
    this.password = value;
    this.error = null;
  }

  setCode(value: string): void {
    this.code = value;
    this.error = null;
  }

  /** "Email me a code": the code field follows; a second press sends a new code. */
  async sendCode(): Promise<void> {
    this.isBusy = true;
    this.error = null;
    const result = await this.transport.sendReauthenticationCode();
    runInAction(() => {
      this.isBusy = false;
      if (result.ok) {
        this.codeSent = true;
        this.method = 'code';
        this.code = '';
      } else {
        this.error = result.error;
      }
    });
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.isBusy = true;
    this.error = null;
    const proof = this.method === 'password' ? { password: this.password } : { magic_code: normalizeMagicCode(this.code) };
    const result = await this.transport.reauthenticate(proof);
    runInAction(() => {
      this.isBusy = false;
      if (result.ok) this.finish(true);
      else this.error = result.error;
    });
  }

  cancel(): void {
    this.finish(false);
  }

  private ask(): Promise<boolean> {
    // A question still open (another dialog's) is answered "no" rather than left hanging.
    this.settle?.(false);
    this.isAsking = true;
    this.method = 'password';
    this.password = '';
    this.code = '';
    this.codeSent = false;
    this.error = null;
    return new Promise((resolve) => {
      this.settle = resolve;
    });
  }

  private finish(confirmed: boolean): void {
    this.isAsking = false;
    this.password = '';
    this.code = '';
    const settle = this.settle;
    this.settle = null;
    settle?.(confirmed);
  }
}
