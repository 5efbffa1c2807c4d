import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AccountTransport,
  FactorAdded,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from '../../transport/account-transport';
import { FactorNameForm } from './FactorNameForm';
import type { ReauthenticationStore } from './ReauthenticationStore';

/** The browser's WebAuthn registration (@simplewebauthn/browser's startRegistration); tests give a fake. */
export type CreatePasskey = (options: PublicKeyCredentialCreationOptionsJSON) => Promise<RegistrationResponseJSON>;

/** What the Security tab needs of the browser's WebAuthn. */
export interface BrowserPasskeys {
  isSupported(): boolean;
  create: CreatePasskey;
}

export type PasskeyEnrolmentStep = 'name' | 'done';

/** Why the browser made no passkey: cancelled or timed out (NotAllowedError), or anything else. */
export type PasskeyBrowserFailure = 'cancelled' | 'failed';

/** Adding a passkey: name → (re-authentication) → the browser creates it → the API stores it. */
export class PasskeyEnrolment {
  step: PasskeyEnrolmentStep = 'name';
  readonly name = new FactorNameForm();
  isBusy = false;
  error: ApiErrorBody | null = null;
  browserFailure: PasskeyBrowserFailure | null = null;
  added: FactorAdded | null = null;

  constructor(
    private readonly transport: AccountTransport,
    private readonly reauthentication: ReauthenticationStore,
    private readonly createPasskey: CreatePasskey,
    private readonly onAdded: (added: FactorAdded) => void,
  ) {
    makeAutoObservable<PasskeyEnrolment, 'transport' | 'reauthentication' | 'createPasskey' | 'onAdded'>(this, {
      transport: false,
      reauthentication: false,
      createPasskey: false,
      onAdded: false,
    });
  }

  async register(): Promise<void> {
    this.name.touch();
    if (this.name.rule || this.isBusy) return;
    this.isBusy = true;
    this.error = null;
    this.browserFailure = null;
    const name = this.name.trimmed;
    const options = await this.reauthentication.guard(() => this.transport.passkeyCreationOptions());
    if (!options.ok) return this.fail(options.error);
    let response: RegistrationResponseJSON;
    try {
      response = await this.createPasskey(options.data);
    } catch (error) {
      runInAction(() => {
        this.isBusy = false;
        this.browserFailure = error instanceof Error && error.name === 'NotAllowedError' ? 'cancelled' : 'failed';
      });
      return;
    }
    const result = await this.transport.addPasskey(name, response);
    if (!result.ok) return this.fail(result.error);
    runInAction(() => {
      this.isBusy = false;
      this.added = result.data;
      this.step = 'done';
      this.onAdded(result.data);
    });
  }

  private fail(error: ApiErrorBody): void {
    runInAction(() => {
      this.isBusy = false;
      if (!this.name.takeServerError(error)) this.error = error;
    });
  }
}
