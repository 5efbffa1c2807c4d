import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalSession } from '@weather/ui';
import { enterpriseNameRule, limits } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ClaimedUsers, Enterprise, EnterpriseDomain, EnterpriseTransport } from '../transport/enterprise-transport';

/** What Save did: created or renamed the enterprise, or nothing (with the server's refusal, if it answered). */
export type NameSaveOutcome = { saved: 'added' | 'updated' } | { saved: null; error: ApiErrorBody | null };

/** The Domains tab's data: the caller's enterprise, its name form, adding domains and claiming users. */
export class EnterpriseStore {
  enterprise: Enterprise | null = null;
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;
  /** The name as typed; it follows the saved name until the person edits it. */
  name = '';
  isSavingName = false;
  domainName = '';
  isAddingDomain = false;
  isSavingPolicy = false;
  /** Domains whose Claim Users call is under way. */
  claiming = new Set<number>();

  constructor(
    private readonly transport: EnterpriseTransport,
    private readonly session: PortalSession,
  ) {
    makeAutoObservable<EnterpriseStore, 'transport' | 'session'>(this, { transport: false, session: false });
  }

  /** The enterprise of the signed-in user; none yet means the page offers to create one. */
  get enterpriseId(): number | null {
    return this.enterprise?.id ?? this.session.user?.Enterprise?.id ?? null;
  }

  /** SPEC §5: Save is disabled while the name is empty (and while nothing changed). */
  get canSaveName(): boolean {
    return !this.isSavingName && enterpriseNameRule(this.name) === null && this.name.trim() !== (this.enterprise?.name ?? '');
  }

  get canAddDomain(): boolean {
    return !this.isAddingDomain && this.enterprise !== null && this.domainName.trim() !== '';
  }

  setName(name: string): void {
    this.name = name;
  }

  setDomainName(name: string): void {
    this.domainName = name;
  }

  /** Loads (or reloads) the enterprise; a reload keeps what the person is typing. */
  async load(): Promise<void> {
    const id = this.enterpriseId;
    if (id === null) {
      this.hasLoaded = true;
      return;
    }
    this.isLoading = true;
    const result = await this.transport.getEnterprise(id);
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.show(result.data);
        this.error = null;
        this.hasLoaded = true;
      } else {
        this.error = result.error;
      }
    });
  }

  /**
   * Reloads every ENTERPRISE_REFRESH_MS while the Domains tab is open (SPEC §4), so a domain's
   * status changes on screen; returns the stop function.
   */
  startAutoRefresh(): () => void {
    const timer = setInterval(() => {
      if (!this.isLoading) void this.load();
    }, limits.ENTERPRISE_REFRESH_MS);
    return () => clearInterval(timer);
  }

  /** Creates the enterprise when the user has none, otherwise renames it. */
  async saveName(): Promise<NameSaveOutcome> {
    if (!this.canSaveName) return { saved: null, error: null };
    this.isSavingName = true;
    const enterprise = this.enterprise;
    const name = this.name.trim();
    const result = enterprise ? await this.transport.renameEnterprise(enterprise.id, name) : await this.transport.createEnterprise(name);
    const creating = enterprise === null;
    if (result.ok && creating) await this.refreshUser();
    runInAction(() => {
      this.isSavingName = false;
      if (result.ok) {
        this.name = result.data.name;
        this.enterprise = result.data;
        this.hasLoaded = true;
        this.error = null;
      }
    });
    if (!result.ok) return { saved: null, error: result.error };
    return { saved: creating ? 'added' : 'updated' };
  }

  /** Turns "require two-step sign-in" on or off; the answer is the enterprise as saved. */
  async setSecondFactorRequired(required: boolean): Promise<ApiResult<Enterprise>> {
    const enterprise = this.enterprise;
    if (!enterprise) throw new Error('setSecondFactorRequired() needs an enterprise');
    this.isSavingPolicy = true;
    const result = await this.transport.setSecondFactorPolicy(enterprise.id, required);
    runInAction(() => {
      this.isSavingPolicy = false;
      if (result.ok) this.show(result.data);
    });
    return result;
  }

  /** A domain as the server answered it after a change (its SAML provider). */
  replaceDomain(domain: EnterpriseDomain): void {
    if (!this.enterprise) return;
    this.enterprise = { ...this.enterprise, EnterpriseDomains: this.enterprise.EnterpriseDomains.map((row) => (row.id === domain.id ? domain : row)) };
  }

  /** Adds the typed domain; the answer carries the server's refusal for the "Error: ..." notice. */
  async addDomain(): Promise<ApiResult<EnterpriseDomain>> {
    const enterprise = this.enterprise;
    if (!enterprise) throw new Error('addDomain() needs an enterprise');
    this.isAddingDomain = true;
    const result = await this.transport.addDomain(enterprise.id, this.domainName.trim());
    runInAction(() => {
      this.isAddingDomain = false;
      if (result.ok) {
        this.domainName = '';
        if (this.enterprise) this.enterprise = { ...this.enterprise, EnterpriseDomains: [...this.enterprise.EnterpriseDomains, result.data] };
      }
    });
    return result;
  }

  async claimUsers(domainId: number): Promise<ApiResult<ClaimedUsers>> {
    const enterprise = this.enterprise;
    if (!enterprise) throw new Error('claimUsers() needs an enterprise');
    this.claiming.add(domainId);
    const result = await this.transport.claimUsers(enterprise.id, domainId);
    runInAction(() => {
      this.claiming.delete(domainId);
      if (result.ok && this.enterprise) this.enterprise = { ...this.enterprise, users: this.enterprise.users + result.data.claimed };
    });
    return result;
  }

  private show(enterprise: Enterprise): void {
    // The typed name is kept while it differs from the saved one: a reload must not undo typing.
    if (this.enterprise === null || this.name === this.enterprise.name) this.name = enterprise.name;
    this.enterprise = enterprise;
  }

  /** The creator is now an enterprise administrator: the shell's menu shows Enterprise at once. */
  private async refreshUser(): Promise<void> {
    const me = await this.transport.getCurrentUser();
    if (me.ok) this.session.setUser(me.data);
  }
}
