import type { ApiErrorBody, ApiFieldError } from '@weather/api-client';
import {
  type FieldError,
  type OidcGrantType,
  OIDC_GRANT_TYPES,
  type SiteApplicationInput as SiteApplicationDraft,
  type SiteApplicationTheme,
  blankToNull,
  fieldErrorMap,
  isBlank,
  messages,
  siteApplicationNameRule,
  isOrderingNumber,
  isSiteApplicationTheme,
  validateSiteApplication,
} from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminTransport, SiteApplicationDetail, SiteApplicationInput, SiteApplicationSecrets } from '../transport/admin-transport';
import { OIDC_CLIENT_SETTINGS_FIELDS, type OidcClientSettingsField, type OidcSettingsValues, oidcInputOf, oidcValuesOf } from './oidc-settings-values';

/**
 * The fields of the form, in the order SPEC §7 lists the payload, then the two of SPEC §3 it does
 * not list, then the optional Italian name and description, named as the API names their errors
 * (docs/adr/1005).
 */
export const SITE_APPLICATION_FIELDS = [
  'client_id',
  'name',
  'description',
  'image_url',
  'base_url',
  'callback_url',
  'webhook_url',
  'sysadmin_url',
  'ordering_number',
  'postCallbackUrl',
  'theme',
  'translations.it.name',
  'translations.it.description',
] as const;

export type SiteApplicationField = (typeof SITE_APPLICATION_FIELDS)[number];

/** A field that can carry an error: a plain one, or one of the OpenID Connect section (`oidc.redirect_uris`). */
export type SiteApplicationFormField = SiteApplicationField | OidcClientSettingsField;

const FORM_FIELDS: readonly SiteApplicationFormField[] = [...SITE_APPLICATION_FIELDS, ...OIDC_CLIENT_SETTINGS_FIELDS];

/** A new application's card colour until another is chosen: the API's own default. */
export const DEFAULT_THEME: SiteApplicationTheme = 'primary';

/** What the inputs hold: text, the ordering number and the theme as the chosen option's value ('' for none). */
export type SiteApplicationValues = Record<SiteApplicationField, string>;

const EMPTY_VALUES: SiteApplicationValues = {
  client_id: '',
  name: '',
  description: '',
  image_url: '',
  base_url: '',
  callback_url: '',
  webhook_url: '',
  sysadmin_url: '',
  ordering_number: '',
  postCallbackUrl: '',
  theme: DEFAULT_THEME,
  'translations.it.name': '',
  'translations.it.description': '',
};

function valuesOf(application: SiteApplicationDetail): SiteApplicationValues {
  return {
    client_id: application.client_id,
    name: application.name,
    description: application.description,
    image_url: application.image_url,
    base_url: application.base_url,
    callback_url: application.callback_url,
    webhook_url: application.webhook_url,
    sysadmin_url: application.sysadmin_url ?? '',
    ordering_number: String(application.ordering_number),
    postCallbackUrl: application.postCallbackUrl ?? '',
    theme: application.theme,
    'translations.it.name': application.translations.it.name ?? '',
    'translations.it.description': application.translations.it.description ?? '',
  };
}

/** What Save did: the spec's notice follows from it (Added / Updated, or the failure notice). */
export type SaveOutcome = 'added' | 'updated' | 'invalid' | 'refused';

/** A field's error as the form shows it: a rule of @weather/validation or the server's own. */
export type ShownFieldError = FieldError | ApiFieldError;

/**
 * The application form of /applications/create (add mode) and /applications/{id} (edit mode),
 * SPEC §4: the §5 rules checked before a call, the server's per-field errors shown under the
 * fields, the form reset after an add, and the secrets kept only until the page is left.
 */
export class SiteApplicationForm {
  values: SiteApplicationValues = { ...EMPTY_VALUES };
  /**
   * Fields the person has changed (or all, after a Save): their rule errors show from then on, as
   * they type. Not on leaving a field: a message appearing then moves the button being clicked.
   */
  touched = new Set<SiteApplicationFormField>();
  serverErrors: Partial<Record<SiteApplicationFormField, ApiFieldError>> = {};
  /** The "OpenID Connect" section; switched off, the application signs in by hand-off only. */
  oidc: OidcSettingsValues = oidcValuesOf(null);
  /** Edit mode: the application as last loaded or saved. */
  application: SiteApplicationDetail | null = null;
  isLoading = false;
  hasLoaded: boolean;
  loadError: ApiErrorBody | null = null;
  isSaving = false;
  /** The last refusal, for a message when no field carries it (e.g. a network error). */
  saveError: ApiErrorBody | null = null;
  isRotating = false;
  /** The client id and secrets of the last add or rotation: the only time they are shown. */
  secrets: SiteApplicationSecrets | null = null;

  constructor(
    private readonly transport: AdminTransport,
    /** null: add mode. */
    readonly applicationId: number | null,
  ) {
    this.hasLoaded = applicationId === null;
    makeAutoObservable<SiteApplicationForm, 'transport'>(this, { transport: false, applicationId: false });
  }

  get mode(): 'add' | 'edit' {
    return this.applicationId === null ? 'add' : 'edit';
  }

  /**
   * The form as the rules see it: trimmed text, a blank sysadmin or post-callback url as null (SPEC
   * §3). Both are always sent, so a PUT from the form clears a post-callback url that was emptied.
   */
  get draft(): SiteApplicationDraft {
    const text = (field: SiteApplicationField) => this.values[field].trim();
    return {
      client_id: text('client_id'),
      name: text('name'),
      description: text('description'),
      image_url: text('image_url'),
      base_url: text('base_url'),
      callback_url: text('callback_url'),
      webhook_url: text('webhook_url'),
      sysadmin_url: blankToNull(this.values.sysadmin_url),
      ordering_number: this.values.ordering_number === '' ? null : Number(this.values.ordering_number),
      postCallbackUrl: blankToNull(this.values.postCallbackUrl),
      // Only the select's options can be chosen; anything else is sent as is and refused with THEME_INVALID.
      theme: this.values.theme as SiteApplicationTheme,
      oidc: oidcInputOf(this.oidc),
    };
  }

  get ruleErrors(): Partial<Record<SiteApplicationFormField, FieldError>> {
    const errors: Partial<Record<SiteApplicationFormField, FieldError>> = fieldErrorMap(validateSiteApplication(this.draft));
    // The Italian name is optional; once written it follows the English name's rule (at most 30 characters).
    const italianName = this.values['translations.it.name'];
    const italianNameError = isBlank(italianName) ? null : siteApplicationNameRule(italianName);
    if (italianNameError) errors['translations.it.name'] = { field: 'translations.it.name', code: italianNameError, message: messages[italianNameError] };
    return errors;
  }

  get isValid(): boolean {
    return Object.keys(this.ruleErrors).length === 0;
  }

  /** The server's error until the field changes, else the rule's once the field was changed. */
  errorOf(field: SiteApplicationFormField): ShownFieldError | undefined {
    return this.serverErrors[field] ?? (this.touched.has(field) ? this.ruleErrors[field] : undefined);
  }

  set(field: SiteApplicationField, value: string): void {
    this.values[field] = value;
    this.touched.add(field);
    delete this.serverErrors[field];
  }

  /** The switch: on, the section's settings are sent; off, `oidc: null` is. The values stay for a change of mind. */
  setOidcEnabled(enabled: boolean): void {
    this.oidc.enabled = enabled;
    if (!enabled) for (const field of OIDC_CLIENT_SETTINGS_FIELDS) delete this.serverErrors[field];
  }

  setOidc<K extends Exclude<keyof OidcSettingsValues, 'enabled' | 'grant_types'>>(key: K, value: OidcSettingsValues[K]): void {
    this.oidc[key] = value;
    this.touchOidc(`oidc.${key}`);
    // A public client may not keep client credentials: say so at once, under the grant types.
    if (key === 'client_type') this.touchOidc('oidc.grant_types');
  }

  /** Ticks or clears one grant type; the list keeps the order of OIDC_GRANT_TYPES. */
  setGrantType(grant: OidcGrantType, granted: boolean): void {
    const chosen = new Set(this.oidc.grant_types);
    if (granted) chosen.add(grant);
    else chosen.delete(grant);
    this.oidc.grant_types = OIDC_GRANT_TYPES.filter((candidate) => chosen.has(candidate));
    this.touchOidc('oidc.grant_types');
  }

  async load(): Promise<void> {
    if (this.applicationId === null) return;
    this.isLoading = true;
    const result = await this.transport.getApplication(this.applicationId);
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.show(result.data);
        this.loadError = null;
        this.hasLoaded = true;
      } else {
        this.loadError = result.error;
      }
    });
  }

  async save(): Promise<SaveOutcome> {
    FORM_FIELDS.forEach((field) => this.touched.add(field));
    if (!this.isValid) return 'invalid';
    this.isSaving = true;
    this.saveError = null;
    const input = this.body();
    if (this.applicationId === null) {
      const result = await this.transport.createApplication(input);
      return runInAction(() => {
        this.isSaving = false;
        if (!result.ok) return this.refused(result.error);
        const { client_id, client_secret, webhook_secret } = result.data;
        // SPEC §4: in add mode the form resets after success; the secrets stay on screen.
        this.values = { ...EMPTY_VALUES };
        this.oidc = oidcValuesOf(null);
        this.touched.clear();
        this.serverErrors = {};
        this.secrets = { client_id, client_secret, webhook_secret };
        return 'added';
      });
    }
    const result = await this.transport.updateApplication(this.applicationId, input);
    return runInAction(() => {
      this.isSaving = false;
      if (!result.ok) return this.refused(result.error);
      this.show(result.data);
      return 'updated';
    });
  }

  /** New secrets for the application being edited; the old ones stop working at once. */
  async rotateSecrets(): Promise<{ ok: true } | { ok: false; error: ApiErrorBody }> {
    if (this.applicationId === null) throw new Error('rotateSecrets() needs an application');
    this.isRotating = true;
    const result = await this.transport.rotateSecrets(this.applicationId);
    runInAction(() => {
      this.isRotating = false;
      if (result.ok) this.secrets = result.data;
    });
    return result.ok ? { ok: true } : { ok: false, error: result.error };
  }

  dismissSecrets(): void {
    this.secrets = null;
  }

  /** The body of POST/PUT, once the rules passed. */
  private body(): SiteApplicationInput {
    const { ordering_number, theme, oidc: _settings, ...draft } = this.draft;
    if (!isOrderingNumber(ordering_number)) throw new Error('body() needs a valid ordering number');
    if (!isSiteApplicationTheme(theme)) throw new Error('body() needs a valid theme');
    // Blank Italian texts are sent as null: the launcher then shows the English ones.
    const translations = { it: { name: blankToNull(this.values['translations.it.name']), description: blankToNull(this.values['translations.it.description']) } };
    // The settings as typed for the API (grant and client types as their enums), not as the rules read them.
    return { ...draft, ordering_number, theme, oidc: oidcInputOf(this.oidc), translations };
  }

  private touchOidc(field: OidcClientSettingsField): void {
    this.touched.add(field);
    delete this.serverErrors[field];
  }

  private show(application: SiteApplicationDetail): void {
    this.application = application;
    this.values = valuesOf(application);
    this.oidc = oidcValuesOf(application.oidc);
    this.touched.clear();
    this.serverErrors = {};
  }

  /** The server's per-field errors (SPEC §7: first error of each field) go under the fields. */
  private refused(error: ApiErrorBody): 'refused' {
    const byField: Partial<Record<SiteApplicationFormField, ApiFieldError>> = {};
    for (const fieldError of error.errors ?? []) {
      const field = FORM_FIELDS.find((name) => name === fieldError.field);
      if (field) byField[field] ??= fieldError;
    }
    this.serverErrors = byField;
    this.saveError = error;
    return 'refused';
  }
}
