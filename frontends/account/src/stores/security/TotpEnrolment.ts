import type { ApiErrorBody, ApiFieldError } from '@weather/api-client';
import { type MessageCode, normalizeTotpCode, totpCodeRule } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport, FactorAdded, TotpEnrolmentStart } from '../../transport/account-transport';
import { FactorNameForm } from './FactorNameForm';
import type { ReauthenticationStore } from './ReauthenticationStore';

/** name → (re-authentication) → scan the QR code or type the secret → first code → done, with recovery codes when first. */
export type TotpEnrolmentStep = 'name' | 'scan' | 'done';

/** Adding an authenticator app from the Security tab. */
export class TotpEnrolment {
  step: TotpEnrolmentStep = 'name';
  readonly name = new FactorNameForm();
  started: TotpEnrolmentStart | null = null;
  code = '';
  codeTouched = false;
  isBusy = false;
  error: ApiErrorBody | null = null;
  /** The API's word on the code (a wrong one is a field error: the session is not in question). */
  codeServerError: ApiFieldError | null = null;
  added: FactorAdded | null = null;

  constructor(
    private readonly transport: AccountTransport,
    private readonly reauthentication: ReauthenticationStore,
    private readonly onAdded: (added: FactorAdded) => void,
  ) {
    makeAutoObservable<TotpEnrolment, 'transport' | 'reauthentication' | 'onAdded'>(this, {
      transport: false,
      reauthentication: false,
      onAdded: false,
    });
  }

  /** The code's rule once Confirm was pressed; the API's refusal until the code is edited. */
  get codeError(): MessageCode | ApiFieldError | null {
    return (this.codeTouched ? totpCodeRule(this.code) : null) ?? this.codeServerError;
  }

  /** The secret in groups of four, easier to type by hand (apps ignore the spaces). */
  get groupedSecret(): string {
    return this.started?.secret.match(/.{1,4}/g)?.join(' ') ?? '';
  }

  setCode(value: string): void {
    this.code = value;
    this.error = null;
    this.codeServerError = null;
  }

  async submitName(): Promise<void> {
    this.name.touch();
    if (this.name.rule || this.isBusy) return;
    this.isBusy = true;
    this.error = null;
    const name = this.name.trimmed;
    const result = await this.reauthentication.guard(() => this.transport.startTotpEnrolment(name));
    runInAction(() => {
      this.isBusy = false;
      if (result.ok) {
        this.started = result.data;
        this.step = 'scan';
      } else if (!this.name.takeServerError(result.error)) {
        this.error = result.error;
      }
    });
  }

  async confirm(): Promise<void> {
    this.codeTouched = true;
    if (!this.started || totpCodeRule(this.code) || this.isBusy) return;
    this.isBusy = true;
    this.error = null;
    const result = await this.transport.confirmTotp(this.started.id, normalizeTotpCode(this.code));
    runInAction(() => {
      this.isBusy = false;
      if (result.ok) {
        this.added = result.data;
        this.step = 'done';
        // The secret is not needed any more: it leaves memory with the step.
        this.started = null;
        this.onAdded(result.data);
      } else {
        this.codeServerError = result.error.errors?.find((fieldError) => fieldError.field === 'code') ?? null;
        if (!this.codeServerError) this.error = result.error;
      }
    });
  }
}
