import type { Schemas } from '@weather/api-client';
import { blankToNull, OIDC_CLIENT_SETTINGS_FIELDS, type OidcClientSettingsField, type OidcClientType, type OidcGrantType } from '@weather/validation';

/** The settings a form sends: null when the switch is off (the application signs in by hand-off only). */
export type OidcClientSettingsInput = Schemas['OidcClientSettingsInputDto'];
export type OidcClientSettings = Schemas['OidcClientSettingsDto'];

export { OIDC_CLIENT_SETTINGS_FIELDS, type OidcClientSettingsField };

/**
 * What the "OpenID Connect" section's controls hold. The address lists are one text, one address a
 * line, as a person pastes them; the grant types are the ticked boxes, in the list's order.
 */
export interface OidcSettingsValues {
  enabled: boolean;
  client_type: OidcClientType;
  grant_types: OidcGrantType[];
  redirect_uris: string;
  post_logout_redirect_uris: string;
  backchannel_logout_uri: string;
  first_party: boolean;
}

/** A new client: confidential, signing users in with a code and keeping them with refresh tokens, ours. */
export const DEFAULT_OIDC_VALUES: OidcSettingsValues = {
  enabled: false,
  client_type: 'confidential',
  grant_types: ['authorization_code', 'refresh_token'],
  redirect_uris: '',
  post_logout_redirect_uris: '',
  backchannel_logout_uri: '',
  first_party: true,
};

/** The lines of a text area that hold an address, trimmed; blank lines are only spacing. */
export function addressLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

export function oidcValuesOf(settings: OidcClientSettings | null): OidcSettingsValues {
  if (!settings) return { ...DEFAULT_OIDC_VALUES, grant_types: [...DEFAULT_OIDC_VALUES.grant_types] };
  return {
    enabled: true,
    client_type: settings.client_type,
    grant_types: [...settings.grant_types],
    redirect_uris: settings.redirect_uris.join('\n'),
    post_logout_redirect_uris: settings.post_logout_redirect_uris.join('\n'),
    backchannel_logout_uri: settings.backchannel_logout_uri ?? '',
    first_party: settings.first_party,
  };
}

/** The `oidc` of the request body: null when switched off. */
export function oidcInputOf(values: OidcSettingsValues): OidcClientSettingsInput | null {
  if (!values.enabled) return null;
  return {
    redirect_uris: addressLines(values.redirect_uris),
    post_logout_redirect_uris: addressLines(values.post_logout_redirect_uris),
    grant_types: [...values.grant_types],
    client_type: values.client_type,
    backchannel_logout_uri: blankToNull(values.backchannel_logout_uri),
    first_party: values.first_party,
  };
}
