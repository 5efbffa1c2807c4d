import type { LoginResponse, Schemas } from '@weather/api-client';
import type { ApiResult } from '@weather/ui';

/* The calls of docs/sign-in-contract.md, in the generated client's types. */

/** GET /auth/provider: LOCAL, or an external provider with the address of its sign-in page. */
export type LoginProviderInfo = Schemas['LoginProviderDto'];
/** POST /v1/users/forgot: `resetPassword` true mails a reset link, false a magic code. */
export type ForgotPasswordRequest = Schemas['ForgotDto'];
/** The answer of the calls that mail something; the same whether or not the email is registered. */
export type SentResponse = Schemas['SentDto'];
/** POST /v1/users/rewelcome: re-sends the verification code to an unverified account. */
export type RewelcomeRequest = Schemas['RewelcomeDto'];
/** PATCH /v1/users/{token}: the email the invite or reset token belongs to. */
export type TokenEmail = Schemas['LinkAccountDto'];
export type PasswordUpdated = Schemas['PasswordChangedDto'];

/** PATCH /v1/users/{key} with a magic code; the key is the user's id or the email. */
export interface MagicCodeRequest {
  email: string;
  magic_code: string;
  is_collaborate_self_register?: boolean;
}

/** PATCH /v1/users/me in forced-update mode: no current password. */
export interface ForcedPasswordUpdate {
  newPassword: string;
  confirmPassword: string;
}

/** The sign-in calls the shell's stores make; the app wires the API client, tests a fake. */
export interface SignInTransport {
  getLoginProvider(email: string): Promise<ApiResult<LoginProviderInfo>>;
  forgotPassword(request: ForgotPasswordRequest): Promise<ApiResult<SentResponse>>;
  verifyMagicCode(key: string, request: MagicCodeRequest): Promise<ApiResult<LoginResponse>>;
  rewelcome(request: RewelcomeRequest): Promise<ApiResult<SentResponse>>;
  verifyToken(token: string): Promise<ApiResult<TokenEmail>>;
  setPasswordWithToken(token: string, password: string): Promise<ApiResult<TokenEmail>>;
  updateForcedPassword(request: ForcedPasswordUpdate): Promise<ApiResult<PasswordUpdated>>;
}
