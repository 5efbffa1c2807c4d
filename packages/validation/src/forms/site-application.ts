import { type FieldError, collectFieldErrors } from '../field-error';
import type { OidcClientSettingsInput } from '../oidc-client-fields';
import {
  baseUrlRule,
  callbackUrlRule,
  clientIdRule,
  descriptionRule,
  imageUrlRule,
  orderingNumberRule,
  postCallbackUrlRule,
  siteApplicationNameRule,
  sysadminUrlRule,
  themeRule,
  webhookUrlRule,
} from '../site-application-fields';
import type { SiteApplicationTheme } from '../limits';
import { type OidcClientSettingsField, validateOidcClientSettings } from './oidc-client-settings';

/** POST and PUT /v1/siteapplications body. */
export interface SiteApplicationInput {
  client_id: string;
  name: string;
  description: string;
  image_url: string;
  base_url: string;
  callback_url: string;
  webhook_url: string;
  sysadmin_url?: string | null;
  ordering_number: number | null;
  /**
   * SPEC §3: where the hand-off token is sent by a form POST; on the origin of the base or the
   * callback url. Null or blank: none. Absent: none when adding, unchanged when updating.
   */
  postCallbackUrl?: string | null;
  /** SPEC §3: the launcher card's colour. Null: the default (primary). Absent: primary when adding, unchanged when updating. */
  theme?: SiteApplicationTheme | null;
  /** Its settings as an OpenID Connect client; null or absent: it signs in by hand-off only. */
  oidc?: OidcClientSettingsInput | null;
}

/** A field of the form that can be refused: the plain ones, and those of the nested `oidc` object. */
export type SiteApplicationErrorField = Exclude<keyof SiteApplicationInput, 'oidc'> | OidcClientSettingsField;

export function validateSiteApplication(input: SiteApplicationInput): FieldError<SiteApplicationErrorField>[] {
  const plain = collectFieldErrors<SiteApplicationErrorField>([
    ['client_id', clientIdRule(input.client_id)],
    ['name', siteApplicationNameRule(input.name)],
    ['description', descriptionRule(input.description)],
    ['image_url', imageUrlRule(input.image_url)],
    ['base_url', baseUrlRule(input.base_url)],
    ['callback_url', callbackUrlRule(input.callback_url)],
    ['webhook_url', webhookUrlRule(input.webhook_url)],
    ['sysadmin_url', sysadminUrlRule(input.sysadmin_url)],
    ['ordering_number', orderingNumberRule(input.ordering_number)],
    ['postCallbackUrl', postCallbackUrlRule(input.postCallbackUrl, input)],
    ['theme', themeRule(input.theme)],
  ]);
  return input.oidc ? [...plain, ...validateOidcClientSettings(input.oidc)] : plain;
}
