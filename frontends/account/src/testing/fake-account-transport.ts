import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import type { AccountTransport, ProfileUpdate, Timezone } from '../transport/account-transport';

export const timezones: Timezone[] = [
  { id: 1, name: 'America/New_York' },
  { id: 2, name: 'Australia/Perth' },
  { id: 12, name: 'Australia/Sydney' },
  { id: 20, name: 'Europe/Rome' },
];

/**
 * An in-memory identity service for the account remote: PUT /v1/users/me applies the update to
 * the stored user unless told to refuse; each call answers on a later tick.
 */
export class FakeAccountTransport implements AccountTransport {
  readonly updates: ProfileUpdate[] = [];
  refuseWith: ApiErrorBody | null = null;
  timezonesFailWith: ApiErrorBody | null = null;

  constructor(public user: PortalUser) {}

  async updateCurrentUser(update: ProfileUpdate): Promise<ApiResult<PortalUser>> {
    this.updates.push(update);
    await tick();
    if (this.refuseWith) return { ok: false, error: this.refuseWith };
    const timezone = timezones.find((zone) => zone.id === update.timezone_id) ?? null;
    this.user = {
      ...this.user,
      first_name: update.first_name,
      last_name: update.last_name,
      job_title: update.job_title ?? '',
      mobile_number: update.mobile_number ?? '',
      timezone_id: timezone?.id ?? null,
      Timezone: timezone,
      timezone: timezone?.name ?? null,
    };
    return { ok: true, data: this.user };
  }

  async getAllTimezones(): Promise<ApiResult<Timezone[]>> {
    await tick();
    return this.timezonesFailWith ? { ok: false, error: this.timezonesFailWith } : { ok: true, data: timezones };
  }
}

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
