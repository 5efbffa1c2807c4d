import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import { FakeActivityTransport } from '@weather/ui/testing';
import type {
  ClaimedUsers,
  Enterprise,
  EnterpriseDomain,
  EnterpriseTransport,
  EnterpriseUser,
  EnterpriseUserAction,
  EnterpriseUserUpdated,
  IdpMetadata,
  SamlProviderInput,
} from '../transport/enterprise-transport';

/** A domain of the fake service, with readable defaults. */
export function buildDomain(fields: Partial<EnterpriseDomain> = {}): EnterpriseDomain {
  const txtCode = fields.txt_code ?? 'k3y-0f-th3-d0ma1n';
  return {
    id: 1,
    name: 'bureau-of-clouds.com',
    txt_code: txtCode,
    txt_record: `weather-identity-verification=${txtCode}`,
    is_verified: false,
    is_verification_failed: false,
    status: 'Verifying',
    verification_deadline: '2026-11-24T10:00:00.000Z',
    last_checked_at: null,
    authentication_provider_type: 'LOCAL',
    SamlAuthenticationProvider: null,
    ...fields,
  };
}

export function buildEnterpriseUser(fields: Partial<EnterpriseUser> = {}): EnterpriseUser {
  return {
    id: 2,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@bureau-of-clouds.com',
    is_verified: true,
    status: 'Verified',
    is_disabled: false,
    is_enterprise_administrator: false,
    is_force_reset_password: false,
    has_second_factor: false,
    ...fields,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * An in-memory identity service for the enterprise remote: each call changes the stored enterprise
 * or users unless told to refuse, and answers on a later tick. Calls are recorded by name.
 */
export class FakeEnterpriseTransport implements EnterpriseTransport {
  enterprise: Enterprise | null = null;
  users: EnterpriseUser[] = [];
  readonly calls: string[] = [];
  refuseWith: ApiErrorBody | null = null;
  readonly activity = new FakeActivityTransport();
  tempPassword = 'Kq7mZ-4tRw9-Hn3pX';

  constructor(public me: PortalUser) {}

  async createEnterprise(name: string): Promise<ApiResult<Enterprise>> {
    return this.answer(`create ${name}`, () => {
      this.enterprise = { id: 7, name: name.trim(), EnterpriseDomains: [], users: 1, saml: false, require_second_factor: false };
      this.me = { ...this.me, is_enterprise_administrator: true, Enterprise: { id: 7 } };
      return this.enterprise;
    });
  }

  async getEnterprise(id: number): Promise<ApiResult<Enterprise>> {
    return this.answer(`get ${id}`, () => this.current());
  }

  async renameEnterprise(id: number, name: string): Promise<ApiResult<Enterprise>> {
    return this.answer(`rename ${id} ${name}`, () => (this.enterprise = { ...this.current(), name: name.trim() }));
  }

  async addDomain(id: number, name: string): Promise<ApiResult<EnterpriseDomain>> {
    return this.answer(`addDomain ${id} ${name}`, () => {
      const enterprise = this.current();
      const domain = buildDomain({ id: enterprise.EnterpriseDomains.length + 1, name, txt_code: `key-of-${name}` });
      this.enterprise = { ...enterprise, EnterpriseDomains: [...enterprise.EnterpriseDomains, domain] };
      return domain;
    });
  }

  async claimUsers(id: number, domainId: number): Promise<ApiResult<ClaimedUsers>> {
    return this.answer(`claim ${id} ${domainId}`, () => ({ claimed: 2, users: [] }));
  }

  async listUsers(id: number): Promise<ApiResult<EnterpriseUser[]>> {
    return this.answer(`listUsers ${id}`, () => this.users);
  }

  async updateUser(id: number, userId: number, action: EnterpriseUserAction): Promise<ApiResult<EnterpriseUserUpdated>> {
    return this.answer(`updateUser ${id} ${userId} ${JSON.stringify(action)}`, () => {
      const user = this.users.find((row) => row.id === userId);
      if (!user) throw new Error(`no user ${userId}`);
      const updated = {
        ...user,
        ...('disableUser' in action ? { is_disabled: action.disableUser } : {}),
        ...('setTemporaryPassword' in action ? { is_force_reset_password: true } : {}),
      };
      this.users = this.users.map((row) => (row.id === userId ? updated : row));
      return 'setTemporaryPassword' in action ? { ...updated, tempPassword: this.tempPassword } : updated;
    });
  }

  async setSecondFactorPolicy(id: number, required: boolean): Promise<ApiResult<Enterprise>> {
    return this.answer(`setSecondFactorPolicy ${id} ${required}`, () => (this.enterprise = { ...this.current(), require_second_factor: required }));
  }

  async resetSecondFactors(id: number, userId: number): Promise<ApiResult<unknown>> {
    return this.answer(`resetSecondFactors ${id} ${userId}`, () => {
      this.users = this.users.map((row) => (row.id === userId ? { ...row, has_second_factor: false } : row));
      return undefined;
    });
  }

  /** What GET /auth/saml/remote/metadata answers for any URL. */
  idpMetadata: IdpMetadata = {
    provider_issuer: 'https://idp.bureau-of-clouds.com/metadata',
    signon_service_url: 'https://idp.bureau-of-clouds.com/sso',
    logout_service_url: 'https://idp.bureau-of-clouds.com/slo',
    provider_certificate: '-----BEGIN CERTIFICATE-----\nMIIC\n-----END CERTIFICATE-----\n',
  };

  async fetchIdpMetadata(url: string): Promise<ApiResult<IdpMetadata>> {
    return this.answer(`fetchIdpMetadata ${url}`, () => this.idpMetadata);
  }

  async saveSamlProvider(id: number, domainId: number, provider: SamlProviderInput): Promise<ApiResult<EnterpriseDomain>> {
    return this.answer(`saveSaml ${id} ${domainId} ${JSON.stringify(provider)}`, () => {
      const previous = this.domain(domainId).SamlAuthenticationProvider;
      const { allow_sha1_signatures: allowSha1, ...fields } = provider;
      const saml = { logout_service_url: null, ...fields, is_forced: previous?.is_forced ?? false, allow_sha1_signatures: allowSha1 ?? previous?.allow_sha1_signatures ?? false };
      this.setDomain(domainId, { authentication_provider_type: 'SAML', SamlAuthenticationProvider: saml });
      return this.domain(domainId);
    });
  }

  async forceSaml(id: number, domainId: number, enabled: boolean): Promise<ApiResult<EnterpriseDomain>> {
    return this.answer(`forceSaml ${id} ${domainId} ${enabled}`, () => {
      const provider = this.domain(domainId).SamlAuthenticationProvider;
      if (!provider) throw new Error(`domain ${domainId} has no provider`);
      this.setDomain(domainId, { SamlAuthenticationProvider: { ...provider, is_forced: enabled } });
      return this.domain(domainId);
    });
  }

  async getCurrentUser(): Promise<ApiResult<PortalUser>> {
    return this.answer('me', () => this.me);
  }

  /** Set the state of a stored domain, as the server's verification job would. */
  setDomain(domainId: number, fields: Partial<EnterpriseDomain>): void {
    const enterprise = this.current();
    this.enterprise = {
      ...enterprise,
      EnterpriseDomains: enterprise.EnterpriseDomains.map((domain) => (domain.id === domainId ? { ...domain, ...fields } : domain)),
    };
  }

  private domain(domainId: number): EnterpriseDomain {
    const domain = this.current().EnterpriseDomains.find((candidate) => candidate.id === domainId);
    if (!domain) throw new Error(`no domain ${domainId}`);
    return domain;
  }

  private current(): Enterprise {
    if (!this.enterprise) throw new Error('the fake service has no enterprise');
    return this.enterprise;
  }

  private async answer<T>(call: string, change: () => T): Promise<ApiResult<T>> {
    this.calls.push(call);
    await tick();
    if (this.refuseWith) return { ok: false, error: this.refuseWith };
    return { ok: true, data: change() };
  }
}
