import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport, Factor, FactorAdded, FactorKind, SecondFactors } from '../../transport/account-transport';
import type { FactorNameForm } from './FactorNameForm';
import { type BrowserPasskeys, PasskeyEnrolment } from './PasskeyEnrolment';
import { ReauthenticationStore } from './ReauthenticationStore';
import { TotpEnrolment } from './TotpEnrolment';

/**
 * The Security tab (issue 29): the user's authenticator apps and passkeys, the recovery codes left,
 * whether the organisation requires two-step sign-in; adding, renaming and removing factors and
 * replacing the recovery codes, with re-authentication where the API asks for it.
 */
export class SecurityStore {
  factors: SecondFactors | null = null;
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;
  readonly reauthentication: ReauthenticationStore;

  constructor(
    private readonly transport: AccountTransport,
    private readonly passkeys: BrowserPasskeys,
  ) {
    this.reauthentication = new ReauthenticationStore(transport);
    makeAutoObservable<SecurityStore, 'transport' | 'passkeys'>(this, { transport: false, passkeys: false });
  }

  /** Whether this browser can create passkeys at all (WebAuthn). */
  get passkeysSupported(): boolean {
    return this.passkeys.isSupported();
  }

  get hasFactor(): boolean {
    return Boolean(this.factors && this.factors.totp.length + this.factors.passkeys.length > 0);
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    const result = await this.transport.listSecondFactors();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.factors = result.data;
        this.hasLoaded = true;
      } else {
        this.error = result.error;
      }
    });
  }

  startTotpEnrolment(): TotpEnrolment {
    return new TotpEnrolment(this.transport, this.reauthentication, (added) => this.added('totp', added));
  }

  startPasskeyEnrolment(): PasskeyEnrolment {
    return new PasskeyEnrolment(this.transport, this.reauthentication, this.passkeys.create, (added) => this.added('passkeys', added));
  }

  /** Renames a factor; the name's field error stays on the form, anything else is returned. */
  async rename(kind: FactorKind, id: number, form: FactorNameForm): Promise<ApiResult<Factor> | null> {
    form.touch();
    if (form.rule) return null;
    const result = await this.transport.renameFactor(kind, id, form.trimmed);
    runInAction(() => {
      if (result.ok) this.replace(kind, result.data);
      else form.takeServerError(result.error);
    });
    return result;
  }

  async remove(kind: FactorKind, id: number): Promise<ApiResult<unknown>> {
    const result = await this.reauthentication.guard(() => this.transport.removeFactor(kind, id));
    // Removing the last factor also removes the recovery codes: the list is read again.
    if (result.ok || result.error.statusCode === 404) await this.load();
    return result;
  }

  /** Replaces all ten recovery codes; the old ones stop working. */
  async replaceRecoveryCodes(): Promise<ApiResult<{ recovery_codes: string[] }>> {
    const result = await this.reauthentication.guard(() => this.transport.replaceRecoveryCodes());
    runInAction(() => {
      if (result.ok && this.factors) this.factors.recovery_codes_left = result.data.recovery_codes.length;
    });
    return result;
  }

  private added(kind: FactorKind, added: FactorAdded): void {
    if (!this.factors) return;
    this.factors[kind] = [...this.factors[kind].filter((factor) => factor.id !== added.factor.id), added.factor];
    if (added.recovery_codes) this.factors.recovery_codes_left = added.recovery_codes.length;
  }

  private replace(kind: FactorKind, factor: Factor): void {
    if (!this.factors) return;
    this.factors[kind] = this.factors[kind].map((existing) => (existing.id === factor.id ? factor : existing));
  }
}
