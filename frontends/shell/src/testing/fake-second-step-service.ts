import type { ApiErrorBody, LoginResponse } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';
import type {
  AuthenticationResponseJSON,
  EnrolmentSignIn,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RecoveryCodeSignIn,
  RegistrationResponseJSON,
  SecondStepDue,
  SecondStepState,
  TotpEnrolment,
} from '../transport/second-step-transport';
import type { WebAuthnCeremonies } from '../transport/webauthn-ceremonies';

export const secondStepExpired: ApiErrorBody = { statusCode: 401, code: 'SECOND_STEP_EXPIRED', message: 'Your sign-in has expired. Please sign in again' };
export const secondFactorInvalid: ApiErrorBody = {
  statusCode: 401,
  code: 'SECOND_FACTOR_INVALID',
  message: 'This code is not valid',
  errors: [{ field: 'code', code: 'SECOND_FACTOR_INVALID', message: 'This code is not valid' }],
};
export const passkeyInvalid: ApiErrorBody = { statusCode: 401, code: 'PASSKEY_INVALID', message: 'This passkey could not be verified' };

/** The authenticator code the fake accepts, and the secret it "generates" for an enrolment. */
export const TOTP_CODE = '123456';
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
export const RECOVERY_CODES = Array.from({ length: 10 }, (_, index) => `abcde-fghk${'23456789mn'[index]}`);
/** The credential id of the fake's one registered passkey. */
export const PASSKEY_ID = 'cred-ada';

const signedIn: LoginResponse = { is_verified: true, is_force_reset_password: false };

/**
 * The second step of an in-memory identity service (docs/second-factor-contract.md): a pending
 * challenge after a first step, the user's factors, single-use recovery codes and one passkey.
 * `onSignedIn` opens the session of the fake that owns it.
 */
export class FakeSecondStepService {
  /** What a first step answers while set: the user has these methods (or must enrol). */
  due: SecondStepDue | null = null;
  /** A challenge cookie is present (a first step passed and the second has not completed). */
  pending = false;
  readonly unusedRecoveryCodes = new Set(RECOVERY_CODES);
  /** Whether the user's passkey is registered (passkey first factor and second factor). */
  passkeyRegistered = true;
  private enrolling: TotpEnrolment | null = null;
  readonly enrolledPasskeys: string[] = [];

  constructor(
    private readonly email: () => string,
    private readonly onSignedIn: () => void,
  ) {}

  /** A first step passed: the challenge starts when a second step is due. */
  firstStepPassed(): SecondStepDue | null {
    this.pending = this.due !== null;
    return this.due;
  }

  getSecondStep(): ApiResult<SecondStepState> {
    if (!this.pending || !this.due) return { ok: false, error: secondStepExpired };
    return { ok: true, data: { ...this.due, email: this.email() } };
  }

  verifyTotp(code: string): ApiResult<LoginResponse> {
    return this.attempt(this.due?.methods.includes('totp') === true && code === TOTP_CODE, secondFactorInvalid, () => signedIn);
  }

  verifyRecoveryCode(code: string): ApiResult<RecoveryCodeSignIn> {
    const known = this.unusedRecoveryCodes.has(code.toLowerCase());
    return this.attempt(known, secondFactorInvalid, () => {
      this.unusedRecoveryCodes.delete(code.toLowerCase());
      return { ...signedIn, recovery_codes_left: this.unusedRecoveryCodes.size };
    });
  }

  passkeyOptions(): ApiResult<PublicKeyCredentialRequestOptionsJSON> {
    if (!this.pending) return { ok: false, error: secondStepExpired };
    return { ok: true, data: { challenge: 'second-step-challenge', allowCredentials: [{ id: PASSKEY_ID, type: 'public-key' }] } };
  }

  verifyPasskey(response: AuthenticationResponseJSON): ApiResult<LoginResponse> {
    return this.attempt(this.passkeyRegistered && response.id === PASSKEY_ID, passkeyInvalid, () => signedIn);
  }

  startTotpEnrolment(): ApiResult<TotpEnrolment> {
    if (!this.pending || !this.due?.enrolment_required) return { ok: false, error: secondStepExpired };
    this.enrolling = { secret: TOTP_SECRET, otpauth_url: `otpauth://totp/Weather:${this.email()}?secret=${TOTP_SECRET}`, qr_code: 'data:image/svg+xml,<svg/>' };
    return { ok: true, data: this.enrolling };
  }

  confirmTotpEnrolment(code: string): ApiResult<EnrolmentSignIn> {
    return this.attempt(this.enrolling !== null && code === TOTP_CODE, secondFactorInvalid, () => ({ ...signedIn, recovery_codes: RECOVERY_CODES }));
  }

  passkeyEnrolmentOptions(): ApiResult<PublicKeyCredentialCreationOptionsJSON> {
    if (!this.pending || !this.due?.enrolment_required) return { ok: false, error: secondStepExpired };
    return {
      ok: true,
      data: {
        challenge: 'enrolment-challenge',
        rp: { name: 'Weather' },
        user: { id: 'dXNlcg', name: this.email(), displayName: this.email() },
        pubKeyCredParams: [{ alg: -7, type: 'public-key' }],
      },
    };
  }

  enrolPasskey(name: string, response: RegistrationResponseJSON): ApiResult<EnrolmentSignIn> {
    return this.attempt(response.id.length > 0, passkeyInvalid, () => {
      this.enrolledPasskeys.push(name);
      return { ...signedIn, recovery_codes: RECOVERY_CODES };
    });
  }

  signInWithPasskey(response: AuthenticationResponseJSON): ApiResult<LoginResponse> {
    if (!this.passkeyRegistered || response.id !== PASSKEY_ID) return { ok: false, error: passkeyInvalid };
    this.onSignedIn();
    return { ok: true, data: signedIn };
  }

  private attempt<T>(right: boolean, wrong: ApiErrorBody, answer: () => T): ApiResult<T> {
    if (!this.pending) return { ok: false, error: secondStepExpired };
    if (!right) return { ok: false, error: wrong };
    this.pending = false;
    this.onSignedIn();
    return { ok: true, data: answer() };
  }
}

/** The browser's passkey prompts: the person picks the fake's passkey, or cancels while `cancel` is set. */
export class FakeWebAuthn implements WebAuthnCeremonies {
  isSupported = true;
  cancel = false;
  readonly prompts: string[] = [];

  supported(): boolean {
    return this.isSupported;
  }

  async authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON> {
    this.prompts.push(`get ${options.challenge}`);
    if (this.cancel) throw Object.assign(new Error('The operation either timed out or was not allowed'), { name: 'NotAllowedError' });
    return {
      id: PASSKEY_ID,
      rawId: PASSKEY_ID,
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
  }

  async register(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
    this.prompts.push(`create ${options.challenge}`);
    if (this.cancel) throw Object.assign(new Error('The operation either timed out or was not allowed'), { name: 'NotAllowedError' });
    return {
      id: 'cred-new',
      rawId: 'cred-new',
      type: 'public-key',
      clientExtensionResults: {},
      response: { clientDataJSON: 'e30', attestationObject: 'AA' },
    };
  }
}
