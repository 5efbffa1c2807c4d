import type { Schemas } from '@weather/api-client';
import type { ActivityTransport, ApiResult, PortalUser } from '@weather/ui';

/** The Enterprise of SPEC §3 (GET /v1/enterprises/{id}). */
export type Enterprise = Schemas['EnterpriseDto'];
export type EnterpriseDomain = Schemas['EnterpriseDomainDto'];
/** A row of the Users tab. */
export type EnterpriseUser = Schemas['EnterpriseUserDto'];
/** The user after a row action; `tempPassword` after setTemporaryPassword. */
export type EnterpriseUserUpdated = Schemas['EnterpriseUserUpdatedDto'];
export type ClaimedUsers = Schemas['ClaimedUsersDto'];
/** An identity provider's details, read from its metadata or typed by hand (POST .../saml). */
export type SamlProviderInput = Schemas['SamlProviderInputDto'];
export type IdpMetadata = Schemas['IdpMetadataDto'];
/** Exactly one of disableUser, setTemporaryPassword or forceLogout (SPEC §7). */
export type EnterpriseUserAction = { disableUser: boolean } | { setTemporaryPassword: true } | { forceLogout: true };

/** The calls the enterprise remote makes; the app wires the API client, tests give a fake. */
export interface EnterpriseTransport {
  createEnterprise(name: string): Promise<ApiResult<Enterprise>>;
  getEnterprise(id: number): Promise<ApiResult<Enterprise>>;
  renameEnterprise(id: number, name: string): Promise<ApiResult<Enterprise>>;
  addDomain(id: number, name: string): Promise<ApiResult<EnterpriseDomain>>;
  claimUsers(id: number, domainId: number): Promise<ApiResult<ClaimedUsers>>;
  listUsers(id: number): Promise<ApiResult<EnterpriseUser[]>>;
  updateUser(id: number, userId: number, action: EnterpriseUserAction): Promise<ApiResult<EnterpriseUserUpdated>>;
  /** Whether the enterprise's users must sign in in two steps (PUT .../second-factor-policy). */
  setSecondFactorPolicy(id: number, required: boolean): Promise<ApiResult<Enterprise>>;
  /** Removes every second factor of a user of the enterprise (DELETE .../users/{userId}/second-factors). */
  resetSecondFactors(id: number, userId: number): Promise<ApiResult<unknown>>;
  /** GET /auth/saml/remote/metadata?url: the server fetches and reads the provider's metadata. */
  fetchIdpMetadata(url: string): Promise<ApiResult<IdpMetadata>>;
  saveSamlProvider(id: number, domainId: number, provider: SamlProviderInput): Promise<ApiResult<EnterpriseDomain>>;
  /** Force SAML Login Only on or off (GET .../users/forceSaml). */
  forceSaml(id: number, domainId: number, enabled: boolean): Promise<ApiResult<EnterpriseDomain>>;
  /** The signed-in user again: creating an enterprise makes them its administrator. */
  getCurrentUser(): Promise<ApiResult<PortalUser>>;
  /** The Activity tab's calls: the enterprise's audit log (issue 30). */
  readonly activity: ActivityTransport;
}
