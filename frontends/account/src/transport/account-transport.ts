import type { Schemas, Timezone, UpdateProfileRequest } from '@weather/api-client';
import type { ApiResult, Language, PortalUser } from '@weather/ui';

export type { Timezone };

/** PUT /v1/users/me body: the form sends every field (docs/foundation-contract.md), the language too (docs/adr/0803). */
export type ProfileUpdate = Required<UpdateProfileRequest> & { locale: Language | null };

/** PATCH /v1/users/me body of the Change password tab (SPEC §7). */
export type PasswordChange = Required<Schemas['ChangePasswordDto']>;

/** One of the user's browser sessions (GET /v1/users/me/sessions). */
export type OwnSession = Schemas['OwnSessionDto'];

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
}
