import type { Schemas } from '@weather/api-client';
import type { ActivityTransport, ApiResult, PortalUser } from '@weather/ui';
import type { UserManagementTransport } from './user-management-transport';

/** A site application as GET /v1/siteapplications answers it (SPEC §3; never its secrets; name and description in the reader's language). */
export type SiteApplication = Schemas['SiteApplicationDto'];
/** One application as its editor reads it: the English texts and the Italian ones (docs/adr/1005). */
export type SiteApplicationDetail = Schemas['SiteApplicationDetailDto'];
/** The body of POST /v1/siteapplications and PUT /v1/siteapplications/{id} (SPEC §7). */
export type SiteApplicationInput = Schemas['SiteApplicationInputDto'];
/** The new application with its first secrets, shown this once. */
export type SiteApplicationCreated = Schemas['SiteApplicationCreatedDto'];
/** New secrets after a rotation, shown this once. */
export type SiteApplicationSecrets = Schemas['SiteApplicationSecretsDto'];
/** One user of the impersonation search. */
export type FoundUser = Schemas['FoundUserDto'];

/** One page of GET /v1/users, with what its x-result-* headers said. */
export interface UsersPage {
  users: FoundUser[];
  /** x-result-total-count: every user matching the text. */
  total: number;
  /** x-result-start-offset and x-result-page-limit: where this page starts and how long it may be. */
  offset: number;
  limit: number;
}

/** The calls the admin remote makes; the app wires the API client, tests give a fake. */
export interface AdminTransport {
  listApplications(): Promise<ApiResult<SiteApplication[]>>;
  getApplication(id: number): Promise<ApiResult<SiteApplicationDetail>>;
  createApplication(input: SiteApplicationInput): Promise<ApiResult<SiteApplicationCreated>>;
  updateApplication(id: number, input: SiteApplicationInput): Promise<ApiResult<SiteApplicationDetail>>;
  rotateSecrets(id: number): Promise<ApiResult<SiteApplicationSecrets>>;
  searchUsers(text: string, limit: number, offset: number): Promise<ApiResult<UsersPage>>;
  /** POST /auth/impersonate: the browser's session becomes the user's. */
  impersonate(userId: number, uuid: string): Promise<ApiResult<PortalUser>>;
  /** DELETE /v1/users/{key}/second-factors: every second factor of the user removed (issue 29). */
  resetSecondFactors(userId: number): Promise<ApiResult<unknown>>;
  /** The Users page's calls (issue 30). */
  readonly userManagement: UserManagementTransport;
  /** The Activity page's calls: the audit log (issue 30). */
  readonly activity: ActivityTransport;
}
