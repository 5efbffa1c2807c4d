import type { Timezone, UpdateProfileRequest } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';

export type { Timezone };

/** PUT /v1/users/me body: the form sends every field (docs/foundation-contract.md). */
export type ProfileUpdate = Required<UpdateProfileRequest>;

/** The calls the account remote makes; the app wires the API client, tests give a fake. */
export interface AccountTransport {
  updateCurrentUser(update: ProfileUpdate): Promise<ApiResult<PortalUser>>;
  getAllTimezones(): Promise<ApiResult<Timezone[]>>;
}
