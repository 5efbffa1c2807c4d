import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import { normalizeTotpCode } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SecondStepState, SecondStepTransport, TotpEnrolment } from '../transport/second-step-transport';
import { type WebAuthnCeremonies, type WebAuthnFailure, webAuthnFailureOf } from '../transport/webauthn-ceremonies';
import type { SessionStore } from './SessionStore';

/** The answer of every second-step call once the challenge has ended or expired (docs/second-factor-contract.md). */
export const SECOND_STEP_EXPIRED = 'SECOND_STEP_EXPIRED';

/** `expired`: no pending second step (none, expired, or dead after 5 wrong tries): sign in again. */
export type SecondStepStatus = 'loading' | 'ready' | 'expired' | 'failed';

/**
 * The second step of a sign-in (/login/second-step): the methods the user has, or the enrolment their
 * enterprise requires. A right answer sets the session cookie; the session store then reads the user
 * and the public page continues as after any sign-in. Recovery codes to show (after an enrolment) or
 * a count of those left (after one was used) hold that until the person continues.
 */
export class SecondStepStore {
  status: SecondStepStatus = 'loading';
  state: SecondStepState | null = null;
  isSubmitting = false;
  /** The API's refusal of the last call (a wrong code: SECOND_FACTOR_INVALID, PASSKEY_INVALID). */
  error: ApiErrorBody | null = null;
  /** The browser's passkey prompt gave nothing (cancelled, or no usable authenticator). */
  promptFailure: WebAuthnFailure | null = null;
  /** An authenticator app being added: its QR code and secret, shown until the first code confirms it. */
  totpEnrolment: TotpEnrolment | null = null;
  /** The ten recovery codes of a new factor: shown once, before the sign-in continues. */
  recoveryCodes: string[] | null = null;
  /** After a recovery code was used: how many are left, said before the sign-in continues. */
  recoveryCodesLeft: number | null = null;

  constructor(
    private readonly transport: SecondStepTransport,
    private readonly sessionStore: SessionStore,
    private readonly webAuthn: WebAuthnCeremonies,
  ) {
    makeAutoObservable<SecondStepStore, 'transport' | 'sessionStore' | 'webAuthn'>(this, {
      transport: false,
      sessionStore: false,
      webAuthn: false,
    });
  }

  /** The session cookie is set, and the page says something (codes, count) before going on. */
  get awaitingContinue(): boolean {
    return this.recoveryCodes !== null || this.recoveryCodesLeft !== null;
  }

  get passkeysSupported(): boolean {
    return this.webAuthn.supported();
  }

  /** GET /auth/second-step; everything of an earlier visit is forgotten. */
  async load(): Promise<void> {
    this.status = 'loading';
    this.state = null;
    this.totpEnrolment = null;
    this.recoveryCodes = null;
    this.recoveryCodesLeft = null;
    this.clearError();
    const result = await this.transport.getSecondStep();
    runInAction(() => {
      if (result.ok) {
        this.state = result.data;
        this.status = 'ready';
      } else {
        this.status = isExpired(result.error) ? 'expired' : 'failed';
        this.error = result.error;
      }
    });
  }

  async verifyTotp(code: string): Promise<boolean> {
    const result = await this.submit(() => this.transport.verifySecondStepTotp(normalizeTotpCode(code)));
    return result !== null && this.signedIn();
  }

  async verifyRecoveryCode(code: string): Promise<boolean> {
    const result = await this.submit(() => this.transport.verifySecondStepRecoveryCode(code.trim()));
    if (!result) return false;
    runInAction(() => {
      this.recoveryCodesLeft = result.recovery_codes_left;
    });
    return true;
  }

  /** POST …/passkey/options, the browser's prompt for one of the user's passkeys, then POST …/passkey. */
  async verifyPasskey(): Promise<boolean> {
    const result = await this.submit(async () => {
      const options = await this.transport.getSecondStepPasskeyOptions();
      if (!options.ok) return options;
      const response = await this.prompt(() => this.webAuthn.authenticate(options.data));
      return response ? this.transport.verifySecondStepPasskey(response) : null;
    });
    return result !== null && this.signedIn();
  }

  /** POST …/enrolment/totp: a new secret with its QR code. */
  async startTotpEnrolment(): Promise<boolean> {
    const result = await this.submit(() => this.transport.startTotpEnrolment());
    if (!result) return false;
    runInAction(() => {
      this.totpEnrolment = result;
    });
    return true;
  }

  /** The first code of the new authenticator confirms it and signs in; the recovery codes come with it. */
  async confirmTotpEnrolment(code: string): Promise<boolean> {
    const result = await this.submit(() => this.transport.confirmTotpEnrolment({ code: normalizeTotpCode(code) }));
    if (!result) return false;
    runInAction(() => {
      this.totpEnrolment = null;
      this.recoveryCodes = result.recovery_codes;
    });
    return true;
  }

  /** A new passkey under `name` (POST …/enrolment/passkey/options, the browser's prompt, POST …/enrolment/passkey). */
  async enrolPasskey(name: string): Promise<boolean> {
    const result = await this.submit(async () => {
      const options = await this.transport.getPasskeyEnrolmentOptions();
      if (!options.ok) return options;
      const response = await this.prompt(() => this.webAuthn.register(options.data));
      return response ? this.transport.enrolPasskey({ name: name.trim(), response }) : null;
    });
    if (!result) return false;
    runInAction(() => {
      this.recoveryCodes = result.recovery_codes;
    });
    return true;
  }

  /** The person has read the recovery codes or their count: the sign-in completes. */
  async continueSignIn(): Promise<boolean> {
    this.isSubmitting = true;
    const done = await this.signedIn();
    runInAction(() => {
      this.isSubmitting = false;
      if (done) {
        this.recoveryCodes = null;
        this.recoveryCodesLeft = null;
      }
    });
    return done;
  }

  clearError(): void {
    this.error = null;
    this.promptFailure = null;
  }

  /** The session cookie is set: the session store reads the user, and PublicOnly takes the person on. */
  private async signedIn(): Promise<boolean> {
    const outcome = await this.sessionStore.completeSignIn();
    if (outcome !== 'signed-in') {
      runInAction(() => {
        this.error = this.sessionStore.error ?? { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Unauthenticated' };
      });
    }
    return outcome === 'signed-in';
  }

  /**
   * Runs one call with the request state; null when it was refused (the error is kept, an ended
   * challenge turns the page to `expired`) or the passkey prompt gave nothing.
   */
  private async submit<T>(call: () => Promise<ApiResult<T> | null>): Promise<T | null> {
    this.isSubmitting = true;
    this.clearError();
    const result = await call();
    return runInAction(() => {
      this.isSubmitting = false;
      if (result === null) return null;
      if (result.ok) return result.data;
      this.error = result.error;
      if (isExpired(result.error)) this.status = 'expired';
      return null;
    });
  }

  private async prompt<T>(ceremony: () => Promise<T>): Promise<T | null> {
    try {
      return await ceremony();
    } catch (error) {
      runInAction(() => {
        this.promptFailure = webAuthnFailureOf(error);
      });
      return null;
    }
  }
}

function isExpired(error: ApiErrorBody): boolean {
  return error.statusCode === 401 && error.code === SECOND_STEP_EXPIRED;
}
