import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SecondStepTransport } from '../transport/second-step-transport';
import { type WebAuthnCeremonies, type WebAuthnFailure, webAuthnFailureOf } from '../transport/webauthn-ceremonies';
import type { LoginOutcome, SessionStore } from './SessionStore';

/**
 * "Sign in with a passkey" on /login (docs/second-factor-contract.md, passkey as the first factor):
 * username-less options, the browser's prompt, then POST /auth/passkey. A passkey is already two
 * factors, so its sign-in continues exactly as after a password, with no second step.
 */
export class PasskeySignInStore {
  isSigningIn = false;
  /** The API's refusal (PASSKEY_INVALID, ACCOUNT_DISABLED, TOO_MANY_ATTEMPTS, …). */
  error: ApiErrorBody | null = null;
  /** The browser's prompt gave nothing (cancelled, or no usable authenticator). */
  promptFailure: WebAuthnFailure | null = null;

  constructor(
    private readonly transport: Pick<SecondStepTransport, 'getPasskeySignInOptions' | 'signInWithPasskey'>,
    private readonly sessionStore: SessionStore,
    private readonly webAuthn: WebAuthnCeremonies,
  ) {
    makeAutoObservable<PasskeySignInStore, 'transport' | 'sessionStore' | 'webAuthn'>(this, {
      transport: false,
      sessionStore: false,
      webAuthn: false,
    });
  }

  get supported(): boolean {
    return this.webAuthn.supported();
  }

  async signIn(): Promise<LoginOutcome> {
    this.isSigningIn = true;
    this.clearError();
    const outcome = await this.attempt();
    runInAction(() => {
      this.isSigningIn = false;
    });
    return outcome;
  }

  clearError(): void {
    this.error = null;
    this.promptFailure = null;
  }

  private async attempt(): Promise<LoginOutcome> {
    const options = await this.transport.getPasskeySignInOptions();
    if (!options.ok) return this.refused(options.error);
    let response;
    try {
      response = await this.webAuthn.authenticate(options.data);
    } catch (error) {
      runInAction(() => {
        this.promptFailure = webAuthnFailureOf(error);
      });
      return 'refused';
    }
    const result = await this.transport.signInWithPasskey(response);
    if (!result.ok) return this.refused(result.error);
    return this.sessionStore.completeSignIn();
  }

  private refused(error: ApiErrorBody): LoginOutcome {
    runInAction(() => {
      this.error = error;
    });
    return 'refused';
  }
}
