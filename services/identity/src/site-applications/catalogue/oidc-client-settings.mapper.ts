import { blankToNull, isOidcClientType, isOidcGrantType } from '@weather/validation';
import type { OidcClientSettingsInputDto } from './dto/oidc-client-settings-input.dto';
import type { OidcClientSettingsDto } from './dto/oidc-client-settings.dto';
import type { OidcClientSettings } from './oidc-client-settings';

/**
 * The validated `oidc` object as stored: each address trimmed (the one the rules checked and the one
 * the provider will compare exactly), a blank back-channel logout URL as null.
 */
export function oidcClientSettingsOf(input: OidcClientSettingsInputDto): OidcClientSettings {
  if (!isOidcClientType(input.client_type)) throw new Error('oidcClientSettingsOf() needs validated settings');
  return {
    redirectUris: input.redirect_uris.map((uri) => uri.trim()),
    postLogoutRedirectUris: input.post_logout_redirect_uris.map((uri) => uri.trim()),
    grantTypes: input.grant_types.filter(isOidcGrantType),
    clientType: input.client_type,
    backchannelLogoutUri: blankToNull(input.backchannel_logout_uri),
    firstParty: input.first_party,
  };
}

export function mapOidcClientSettings(settings: OidcClientSettings): OidcClientSettingsDto {
  return {
    redirect_uris: settings.redirectUris,
    post_logout_redirect_uris: settings.postLogoutRedirectUris,
    grant_types: settings.grantTypes,
    client_type: settings.clientType,
    backchannel_logout_uri: settings.backchannelLogoutUri,
    first_party: settings.firstParty,
  };
}
