import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import type {
  AccountTransport,
  Factor,
  FactorAdded,
  FactorKind,
  OwnSession,
  PasswordChange,
  ProfileUpdate,
  PublicKeyCredentialCreationOptionsJSON,
  Reauthentication,
  RegistrationResponseJSON,
  SecondFactors,
  Timezone,
  TotpEnrolmentStart,
} from '../transport/account-transport';
import { FakeSecondFactors } from './fake-second-factors';

export const timezones: Timezone[] = [
  { id: 1, name: 'America/New_York' },
  { id: 2, name: 'Australia/Perth' },
  { id: 12, name: 'Australia/Sydney' },
  { id: 20, name: 'Europe/Rome' },
];

/** A session of the fake service's user, with readable defaults. */
export function buildOwnSession(fields: Partial<OwnSession> = {}): OwnSession {
  return {
    id: 1,
    browser: 'Chrome 131',
    os: 'Windows 10',
    platform: 'desktop',
    ip: '203.0.113.7',
    created_at: '2026-11-20T08:00:00.000Z',
    last_seen_at: '2026-11-21T09:30:00.000Z',
    current: false,
    impersonator: null,
    ...fields,
  };
}

/**
 * An in-memory identity service for the account remote: each call changes the stored user or
 * sessions unless told to refuse, and answers on a later tick.
 */
export class FakeAccountTransport implements AccountTransport {
  readonly updates: ProfileUpdate[] = [];
  refuseWith: ApiErrorBody | null = null;
  timezonesFailWith: ApiErrorBody | null = null;
  readonly avatarUploads: string[] = [];
  avatarRefuseWith: ApiErrorBody | null = null;
  readonly passwordChanges: PasswordChange[] = [];
  passwordRefuseWith: ApiErrorBody | null = null;
  sessions: OwnSession[] = [buildOwnSession({ id: 1, current: true })];
  sessionsRefuseWith: ApiErrorBody | null = null;
  /** The Security tab's calls (docs/second-factor-contract.md). */
  readonly secondFactors = new FakeSecondFactors();
  private avatarVersion = 0;

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

  async uploadAvatar(dataUrl: string): Promise<ApiResult<PortalUser>> {
    this.avatarUploads.push(dataUrl);
    await tick();
    if (this.avatarRefuseWith) return { ok: false, error: this.avatarRefuseWith };
    this.avatarVersion += 1;
    this.user = { ...this.user, avatar: `/v1/users/me/avatar?v=${this.avatarVersion}` };
    return { ok: true, data: this.user };
  }

  async clearAvatar(): Promise<ApiResult<PortalUser>> {
    await tick();
    if (this.avatarRefuseWith) return { ok: false, error: this.avatarRefuseWith };
    this.user = { ...this.user, avatar: null };
    return { ok: true, data: this.user };
  }

  async changePassword(change: PasswordChange): Promise<ApiResult<unknown>> {
    this.passwordChanges.push(change);
    await tick();
    if (this.passwordRefuseWith) return { ok: false, error: this.passwordRefuseWith };
    this.sessions = this.sessions.filter((session) => session.current);
    return { ok: true, data: { is_force_reset_password: false } };
  }

  async listSessions(): Promise<ApiResult<OwnSession[]>> {
    await tick();
    return this.sessionsRefuseWith ? { ok: false, error: this.sessionsRefuseWith } : { ok: true, data: [...this.sessions] };
  }

  async endSession(id: number): Promise<ApiResult<unknown>> {
    await tick();
    if (this.sessionsRefuseWith) return { ok: false, error: this.sessionsRefuseWith };
    if (!this.sessions.some((session) => session.id === id)) return { ok: false, error: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    this.sessions = this.sessions.filter((session) => session.id !== id);
    return { ok: true, data: undefined };
  }

  async endOtherSessions(): Promise<ApiResult<unknown>> {
    await tick();
    if (this.sessionsRefuseWith) return { ok: false, error: this.sessionsRefuseWith };
    this.sessions = this.sessions.filter((session) => session.current);
    return { ok: true, data: undefined };
  }

  /** How many times the browser's session was ended through this transport. */
  signOuts = 0;

  async signOut(): Promise<ApiResult<unknown>> {
    await tick();
    this.signOuts += 1;
    return { ok: true, data: undefined };
  }

  async listSecondFactors(): Promise<ApiResult<SecondFactors>> {
    await tick();
    return this.secondFactors.list();
  }

  async startTotpEnrolment(name: string): Promise<ApiResult<TotpEnrolmentStart>> {
    await tick();
    return this.secondFactors.startTotp(name);
  }

  async confirmTotp(id: number, code: string): Promise<ApiResult<FactorAdded>> {
    await tick();
    return this.secondFactors.confirmTotp(id, code);
  }

  async passkeyCreationOptions(): Promise<ApiResult<PublicKeyCredentialCreationOptionsJSON>> {
    await tick();
    return this.secondFactors.passkeyOptions();
  }

  async addPasskey(name: string, response: RegistrationResponseJSON): Promise<ApiResult<FactorAdded>> {
    await tick();
    return this.secondFactors.addPasskey(name, response);
  }

  async renameFactor(kind: FactorKind, id: number, name: string): Promise<ApiResult<Factor>> {
    await tick();
    return this.secondFactors.rename(kind, id, name);
  }

  async removeFactor(kind: FactorKind, id: number): Promise<ApiResult<unknown>> {
    await tick();
    return this.secondFactors.remove(kind, id);
  }

  async replaceRecoveryCodes(): Promise<ApiResult<{ recovery_codes: string[] }>> {
    await tick();
    return this.secondFactors.replaceRecoveryCodes();
  }

  async reauthenticate(proof: Reauthentication): Promise<ApiResult<unknown>> {
    await tick();
    return this.secondFactors.reauthenticate(proof);
  }

  async sendReauthenticationCode(): Promise<ApiResult<unknown>> {
    await tick();
    return this.secondFactors.sendCode();
  }

  async getAllTimezones(): Promise<ApiResult<Timezone[]>> {
    await tick();
    return this.timezonesFailWith ? { ok: false, error: this.timezonesFailWith } : { ok: true, data: timezones };
  }
}

function tick(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
