import type { Schemas, Timezone, UpdateProfileRequest } from '@weather/api-client';
import type { ApiResult, Language, PortalUser } from '@weather/ui';
import type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

export type { Timezone };

/** PUT /v1/users/me body: the form sends every field (docs/foundation-contract.md), the language too (docs/adr/0803). */
export type ProfileUpdate = Required<UpdateProfileRequest> & { locale: Language | null };

/** PATCH /v1/users/me body of the Change password tab (SPEC §7). */
export type PasswordChange = Required<Schemas['ChangePasswordDto']>;

/** One of the user's browser sessions (GET /v1/users/me/sessions). */
export type OwnSession = Schemas['OwnSessionDto'];

/** An authenticator app or a passkey as the Security tab lists it (docs/second-factor-contract.md). */
export type Factor = Schemas['FactorDto'];

/** GET /v1/users/me/second-factors: the factors, the recovery codes left, and whether the organisation requires one. */
export type SecondFactors = Schemas['SecondFactorsDto'];

/** The two kinds of factor, in the words of their routes (`/second-factors/totp`, `/second-factors/passkeys`). */
export type FactorKind = 'totp' | 'passkeys';

/** POST /v1/users/me/second-factors/totp: an unconfirmed authenticator app; secret and QR code appear only here. */
export type TotpEnrolmentStart = Schemas['NewTotpFactorDto'];

/** A confirmed factor; `recovery_codes` only when it is the user's first (ten new codes, shown once). */
export type FactorAdded = Schemas['FactorEnrolledDto'];

/** Re-authentication (POST /v1/users/me/reauthentication): the current password or a mailed code. */
export type Reauthentication = { password: string } | { magic_code: string };

export type { PublicKeyCredentialCreationOptionsJSON, RegistrationResponseJSON };

/** The calls the account remote makes; the app wires the API client, tests give a fake. */
export interface AccountTransport {
  updateCurrentUser(update: ProfileUpdate): Promise<ApiResult<PortalUser>>;
  getAllTimezones(): Promise<ApiResult<Timezone[]>>;
  /** PUT /v1/users/me/avatar with an image data URL; answers the user with the new avatar path. */
  uploadAvatar(dataUrl: string): Promise<ApiResult<PortalUser>>;
  clearAvatar(): Promise<ApiResult<PortalUser>>;
  changePassword(change: PasswordChange): Promise<ApiResult<unknown>>;
  listSessions(): Promise<ApiResult<OwnSession[]>>;
  endSession(id: number): Promise<ApiResult<unknown>>;
  endOtherSessions(): Promise<ApiResult<unknown>>;
  /** POST /auth/logout: ends this browser's session (after a password change, a new login is due). */
  signOut(): Promise<ApiResult<unknown>>;

  // The Security tab (docs/second-factor-contract.md). Calls marked ✱ there may answer 403 REAUTHENTICATION_REQUIRED.
  listSecondFactors(): Promise<ApiResult<SecondFactors>>;
  /** ✱ */
  startTotpEnrolment(name: string): Promise<ApiResult<TotpEnrolmentStart>>;
  confirmTotp(id: number, code: string): Promise<ApiResult<FactorAdded>>;
  /** ✱ */
  passkeyCreationOptions(): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>>;
  addPasskey(name: string, response: RegistrationResponseJSON): Promise<ApiResult<FactorAdded>>;
  renameFactor(kind: FactorKind, id: number, name: string): Promise<ApiResult<Factor>>;
  /** ✱ */
  removeFactor(kind: FactorKind, id: number): Promise<ApiResult<unknown>>;
  /** ✱ All ten replaced. */
  replaceRecoveryCodes(): Promise<ApiResult<{ recovery_codes: string[] }>>;
  reauthenticate(proof: Reauthentication): Promise<ApiResult<unknown>>;
  /** Mails the user a code for re-authentication. */
  sendReauthenticationCode(): Promise<ApiResult<unknown>>;
}
