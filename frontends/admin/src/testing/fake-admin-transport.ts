import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import { buildPortalUser, FakeActivityTransport } from '@weather/ui/testing';
import { FakeUserManagementTransport } from './fake-user-management-transport';
import type {
  AdminTransport,
  FoundUser,
  SiteApplication,
  SiteApplicationCreated,
  SiteApplicationDetail,
  SiteApplicationInput,
  SiteApplicationSecrets,
  UsersPage,
} from '../transport/admin-transport';

export function buildApplication(fields: Partial<SiteApplicationDetail> = {}): SiteApplicationDetail {
  return {
    id: 1,
    client_id: 'weather-radar',
    name: 'Radar',
    description: 'Live rain radar and lightning over your area.',
    image_url: 'http://localhost:4001/logo.svg',
    base_url: 'http://localhost:4001',
    callback_url: 'http://localhost:4001/auth/callback',
    webhook_url: 'http://localhost:4001/webhooks/identity',
    sysadmin_url: null,
    ordering_number: 1,
    postCallbackUrl: null,
    theme: 'primary',
    oidc: null,
    translations: { it: { name: null, description: null } },
    ...fields,
  };
}

export function buildFoundUser(fields: Partial<FoundUser> = {}): FoundUser {
  const id = fields.id ?? 2;
  return {
    id,
    uuid: `uuid-${id}`,
    first_name: 'Grace',
    last_name: `Hopper${id}`,
    email: `grace${id}@example.com`,
    role: 'USER',
    is_disabled: false,
    ...fields,
  };
}

/** The settings as the API answers them: a missing back-channel logout URL is null. undefined: not sent. */
function storedSettings(input: SiteApplicationInput['oidc']): SiteApplication['oidc'] | undefined {
  if (input === undefined) return undefined;
  return input === null ? null : { ...input, backchannel_logout_uri: input.backchannel_logout_uri ?? null };
}

/**
 * The post-callback url and theme as the API stores them: absent keeps the current value (the
 * default when adding), a blank url is none, a null theme is primary.
 */
function storedCardFields(input: SiteApplicationInput, current: Pick<SiteApplication, 'postCallbackUrl' | 'theme'>): Pick<SiteApplication, 'postCallbackUrl' | 'theme'> {
  const postCallbackUrl = input.postCallbackUrl === undefined ? current.postCallbackUrl : input.postCallbackUrl?.trim() || null;
  const theme = input.theme === undefined ? current.theme : (input.theme ?? 'primary');
  return { postCallbackUrl, theme };
}

/** The Italian texts as the API stores them: trimmed, blank as null; absent keeps the current ones, null clears them. */
function storedTranslations(input: SiteApplicationInput['translations'], current: SiteApplicationDetail['translations']): SiteApplicationDetail['translations'] {
  if (input === undefined) return current;
  const text = (value: string | null | undefined) => value?.trim() || null;
  return { it: { name: text(input?.it?.name), description: text(input?.it?.description) } };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * An in-memory identity service for the admin remote: the catalogue changes with each call unless
 * told to refuse; the user search pages through `users` by the words' prefixes, as the API does.
 */
export class FakeAdminTransport implements AdminTransport {
  applications: SiteApplicationDetail[] = [buildApplication()];
  users: FoundUser[] = [];
  readonly calls: string[] = [];
  refuseWith: ApiErrorBody | null = null;
  /** Users that join the results between two pages, as another administrator's sign-ups would. */
  insertBeforeNextPage: FoundUser[] = [];
  private secretNumber = 0;
  readonly userManagement = new FakeUserManagementTransport();
  readonly activity = new FakeActivityTransport();

  async listApplications(): Promise<ApiResult<SiteApplication[]>> {
    return this.answer('list', () => [...this.applications].sort((a, b) => a.ordering_number - b.ordering_number));
  }

  async getApplication(id: number): Promise<ApiResult<SiteApplicationDetail>> {
    return this.answer(`get ${id}`, () => this.application(id));
  }

  async createApplication(input: SiteApplicationInput): Promise<ApiResult<SiteApplicationCreated>> {
    return this.answer(`create ${JSON.stringify(input)}`, () => {
      const created = buildApplication({
        ...input,
        sysadmin_url: input.sysadmin_url ?? null,
        ...storedCardFields(input, { postCallbackUrl: null, theme: 'primary' }),
        oidc: storedSettings(input.oidc) ?? null,
        translations: storedTranslations(input.translations, { it: { name: null, description: null } }),
        id: this.applications.length + 1,
      });
      this.applications = [...this.applications, created];
      return { ...created, ...this.newSecrets(created.client_id) };
    });
  }

  async updateApplication(id: number, input: SiteApplicationInput): Promise<ApiResult<SiteApplicationDetail>> {
    return this.answer(`update ${id} ${JSON.stringify(input)}`, () => {
      const current = this.application(id);
      // As the API: settings left out of the body stay as they were.
      const oidc = storedSettings(input.oidc);
      const updated = {
        ...current,
        ...input,
        sysadmin_url: input.sysadmin_url ?? null,
        ...storedCardFields(input, current),
        oidc: oidc === undefined ? current.oidc : oidc,
        translations: storedTranslations(input.translations, current.translations),
      };
      this.applications = this.applications.map((application) => (application.id === id ? updated : application));
      return updated;
    });
  }

  async rotateSecrets(id: number): Promise<ApiResult<SiteApplicationSecrets>> {
    return this.answer(`rotate ${id}`, () => this.newSecrets(this.application(id).client_id));
  }

  async searchUsers(text: string, limit: number, offset: number): Promise<ApiResult<UsersPage>> {
    return this.answer(`search ${text} ${offset}`, () => {
      if (offset > 0 && this.insertBeforeNextPage.length > 0) this.users = [...this.insertBeforeNextPage, ...this.users];
      if (offset > 0) this.insertBeforeNextPage = [];
      const words = text.toLowerCase().split(/\s+/).filter(Boolean);
      const matches = this.users.filter((user) =>
        words.every((word) => [user.first_name, user.last_name, user.email].some((part) => part.toLowerCase().startsWith(word))),
      );
      return { users: matches.slice(offset, offset + limit), total: matches.length, offset, limit };
    });
  }

  async impersonate(userId: number, uuid: string): Promise<ApiResult<PortalUser>> {
    return this.answer(`impersonate ${userId} ${uuid}`, () => {
      const user = this.users.find((candidate) => candidate.id === userId && candidate.uuid === uuid);
      if (!user) throw new Error(`no user ${userId}`);
      return buildPortalUser({ id: user.id, uuid: user.uuid, first_name: user.first_name, last_name: user.last_name, email: user.email });
    });
  }

  async resetSecondFactors(userId: number): Promise<ApiResult<unknown>> {
    return this.answer(`resetSecondFactors ${userId}`, () => undefined);
  }

  private newSecrets(clientId: string): SiteApplicationSecrets {
    this.secretNumber += 1;
    return { client_id: clientId, client_secret: `client-secret-${this.secretNumber}`, webhook_secret: `webhook-secret-${this.secretNumber}` };
  }

  private application(id: number): SiteApplicationDetail {
    const application = this.applications.find((candidate) => candidate.id === id);
    if (!application) throw new Error(`no application ${id}`);
    return application;
  }

  private async answer<T>(call: string, change: () => T): Promise<ApiResult<T>> {
    this.calls.push(call);
    await tick();
    if (this.refuseWith) return { ok: false, error: this.refuseWith };
    return { ok: true, data: change() };
  }
}
