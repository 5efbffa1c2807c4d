import { type FieldError, collectFieldErrors } from '../field-error';
import {
  type OidcClientSettingsInput,
  oidcBackchannelLogoutUriRule,
  oidcClientTypeRule,
  oidcGrantTypesRule,
  oidcRedirectUrisRule,
  oidcUriListRule,
} from '../oidc-client-fields';

/** The error fields of the nested `oidc` object, as the API names them (dotted paths). */
export const OIDC_CLIENT_SETTINGS_FIELDS = [
  'oidc.redirect_uris',
  'oidc.post_logout_redirect_uris',
  'oidc.grant_types',
  'oidc.client_type',
  'oidc.backchannel_logout_uri',
  'oidc.first_party',
] as const;

export type OidcClientSettingsField = (typeof OIDC_CLIENT_SETTINGS_FIELDS)[number];

/** The `oidc` object of a site application, in the order of its fields in the API. */
export function validateOidcClientSettings(settings: OidcClientSettingsInput): FieldError<OidcClientSettingsField>[] {
  return collectFieldErrors<OidcClientSettingsField>([
    ['oidc.redirect_uris', oidcRedirectUrisRule(settings)],
    ['oidc.post_logout_redirect_uris', oidcUriListRule(settings.post_logout_redirect_uris)],
    ['oidc.grant_types', oidcGrantTypesRule(settings)],
    ['oidc.client_type', oidcClientTypeRule(settings.client_type)],
    ['oidc.backchannel_logout_uri', oidcBackchannelLogoutUriRule(settings.backchannel_logout_uri)],
  ]);
}
