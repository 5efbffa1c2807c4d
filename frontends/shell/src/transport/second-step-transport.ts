import type { LoginResponse, Schemas } from '@weather/api-client';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ApiResult } from '@weather/ui';

/* The calls of docs/second-factor-contract.md that the shell makes: the second step and the passkey sign-in. */

/** A second factor the second step accepts. */
export type SecondStepMethod = Schemas['SecondStepMethod'];

/** What a first step answers when a second one is due (`enrolment_required`: no factor yet, the enterprise requires one). */
export type SecondStepDue = Schemas['SecondStepDueDto'];

/** A first step's answer: the usual LoginResponse, with `second_step` when no session started yet. */
export type FirstStepAnswer = LoginResponse;

/** GET /auth/second-step. */
export type SecondStepState = Schemas['SecondStepStateDto'];

/** POST /auth/second-step/recovery-code: the session started; this many unused codes remain. */
export type RecoveryCodeSignIn = Schemas['RecoveryCodeSignInResponseDto'];

/** POST /auth/second-step/enrolment/totp: shown once, never again. `qr_code` is a data: URL of an SVG image. */
export type TotpEnrolment = Schemas['TotpSecretDto'];

/** An enrolment during the second step: the session started, and the ten recovery codes to show once. */
export type EnrolmentSignIn = Schemas['EnrolmentSignInResponseDto'];

export type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON };

/** The second step's calls (cookie `weather_second_step`) and the passkey first factor; the app wires the API client, tests a fake. */
export interface SecondStepTransport {
  getSecondStep(): Promise<ApiResult<SecondStepState>>;
  verifySecondStepTotp(code: string): Promise<ApiResult<LoginResponse>>;
  verifySecondStepRecoveryCode(code: string): Promise<ApiResult<RecoveryCodeSignIn>>;
  getSecondStepPasskeyOptions(): Promise<ApiResult<PublicKeyCredentialRequestOptionsJSON>>;
  verifySecondStepPasskey(response: AuthenticationResponseJSON): Promise<ApiResult<LoginResponse>>;
  startTotpEnrolment(): Promise<ApiResult<TotpEnrolment>>;
  confirmTotpEnrolment(request: { code: string; name?: string }): Promise<ApiResult<EnrolmentSignIn>>;
  getPasskeyEnrolmentOptions(): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>>;
  enrolPasskey(request: { name: string; response: RegistrationResponseJSON }): Promise<ApiResult<EnrolmentSignIn>>;
  /** POST /auth/passkey/options: username-less, so no credential is named. */
  getPasskeySignInOptions(): Promise<ApiResult<PublicKeyCredentialRequestOptionsJSON>>;
  /** POST /auth/passkey: a passkey is the first factor and already two, so it never gets a second step. */
  signInWithPasskey(response: AuthenticationResponseJSON): Promise<ApiResult<LoginResponse>>;
}
