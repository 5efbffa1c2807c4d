import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { EnterpriseDomain, EnterpriseTransport, SamlProviderInput } from '../transport/enterprise-transport';

export type SamlField = Exclude<keyof SamlProviderInput, 'allow_sha1_signatures'>;
export const SAML_FIELDS: readonly SamlField[] = ['provider_issuer', 'signon_service_url', 'logout_service_url', 'provider_certificate'];

export type SamlOutcome = { ok: true } | { ok: false; error: ApiErrorBody };

/**
 * One domain's Single Sign-On settings (SPEC §2): the provider's metadata URL with Fetch (which
 * saves what the server read), or the four fields by hand, Force SAML Login Only, and the opt-in
 * to SHA-1 signatures for an old provider (refused unless set, ADR 0235).
 */
export class SamlProviderForm {
  metadataUrl = '';
  manual = false;
  fields: Record<SamlField, string>;
  isBusy = false;
  /** The codes of the last manual save's field errors, by field. */
  fieldErrors: Partial<Record<SamlField, string>> = {};

  constructor(
    private readonly transport: EnterpriseTransport,
    private readonly enterpriseId: number,
    public domain: EnterpriseDomain,
    private readonly onSaved: (domain: EnterpriseDomain) => void,
  ) {
    const provider = domain.SamlAuthenticationProvider;
    this.fields = {
      provider_issuer: provider?.provider_issuer ?? '',
      signon_service_url: provider?.signon_service_url ?? '',
      logout_service_url: provider?.logout_service_url ?? '',
      provider_certificate: provider?.provider_certificate ?? '',
    };
    makeAutoObservable<SamlProviderForm, 'transport' | 'onSaved'>(this, { transport: false, onSaved: false });
  }

  get isConfigured(): boolean {
    return this.domain.SamlAuthenticationProvider !== null;
  }

  get isForced(): boolean {
    return this.domain.SamlAuthenticationProvider?.is_forced ?? false;
  }

  get allowsSha1(): boolean {
    return this.domain.SamlAuthenticationProvider?.allow_sha1_signatures ?? false;
  }

  get canFetch(): boolean {
    return !this.isBusy && this.metadataUrl.trim() !== '';
  }

  get canSave(): boolean {
    return !this.isBusy && this.fields.provider_issuer.trim() !== '' && this.fields.signon_service_url.trim() !== '' && this.fields.provider_certificate.trim() !== '';
  }

  setMetadataUrl(url: string): void {
    this.metadataUrl = url;
  }

  setManual(manual: boolean): void {
    this.manual = manual;
  }

  setField(field: SamlField, value: string): void {
    this.fields[field] = value;
    delete this.fieldErrors[field];
  }

  /** Fetch: the server reads the provider's metadata; what it read is saved at once and shown in the fields. */
  async fetchMetadata(): Promise<SamlOutcome> {
    this.isBusy = true;
    const fetched = await this.transport.fetchIdpMetadata(this.metadataUrl.trim());
    if (!fetched.ok) return this.finish(fetched);
    runInAction(() => {
      this.fields = { ...fetched.data, logout_service_url: fetched.data.logout_service_url ?? '' };
    });
    return this.save();
  }

  async save(): Promise<SamlOutcome> {
    this.isBusy = true;
    const logout = this.fields.logout_service_url.trim();
    const result = await this.transport.saveSamlProvider(this.enterpriseId, this.domain.id, {
      provider_issuer: this.fields.provider_issuer.trim(),
      signon_service_url: this.fields.signon_service_url.trim(),
      logout_service_url: logout === '' ? null : logout,
      provider_certificate: this.fields.provider_certificate,
    });
    if (!result.ok) {
      runInAction(() => {
        this.fieldErrors = Object.fromEntries((result.error.errors ?? []).map((error) => [error.field, error.code]));
      });
    }
    return this.finish(result);
  }

  /** Saves the provider as it is saved now, with SHA-1 signatures accepted or not. */
  async setAllowSha1(allow: boolean): Promise<SamlOutcome> {
    const provider = this.domain.SamlAuthenticationProvider;
    if (!provider) return { ok: true };
    this.isBusy = true;
    const { provider_issuer, signon_service_url, logout_service_url, provider_certificate } = provider;
    return this.finish(
      await this.transport.saveSamlProvider(this.enterpriseId, this.domain.id, { provider_issuer, signon_service_url, logout_service_url, provider_certificate, allow_sha1_signatures: allow }),
    );
  }

  async setForced(forced: boolean): Promise<SamlOutcome> {
    this.isBusy = true;
    return this.finish(await this.transport.forceSaml(this.enterpriseId, this.domain.id, forced));
  }

  private finish(result: { ok: true; data: unknown } | { ok: false; error: ApiErrorBody }): SamlOutcome {
    runInAction(() => {
      this.isBusy = false;
    });
    if (!result.ok) return { ok: false, error: result.error };
    if (isDomain(result.data)) {
      const saved = result.data;
      runInAction(() => {
        this.domain = saved;
      });
      this.onSaved(saved);
    }
    return { ok: true };
  }
}

function isDomain(value: unknown): value is EnterpriseDomain {
  return typeof value === 'object' && value !== null && 'txt_code' in value;
}
