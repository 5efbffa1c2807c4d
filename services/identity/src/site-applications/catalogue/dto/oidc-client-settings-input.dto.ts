import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  limits,
  OIDC_CLIENT_TYPES,
  OIDC_GRANT_TYPES,
  oidcBackchannelLogoutUriRule,
  oidcClientTypeRule,
  oidcGrantTypesRule,
  oidcRedirectUrisRule,
  oidcUriListRule,
} from '@weather/validation';
import { FollowsOidcRule, isBoolean, isOptionalText, isStringList, isText } from './follows-oidc-rule.decorator';

/** The `oidc` object of POST and PUT /v1/siteapplications: the rules of the admin form, field by field. */
export class OidcClientSettingsInputDto {
  @ApiProperty({ type: [String], maxItems: limits.OIDC_URIS_MAX, example: ['http://localhost:4001/auth/oidc'], description: 'https (http only on localhost, 127.0.0.1, [::1]), no fragment, each once; at least one with authorization_code' })
  @FollowsOidcRule(isStringList, oidcRedirectUrisRule)
  redirect_uris: string[];

  @ApiProperty({ type: [String], maxItems: limits.OIDC_URIS_MAX, example: ['http://localhost:4001/'], description: 'The same rules as redirect_uris; may be empty' })
  @FollowsOidcRule(isStringList, (settings) => oidcUriListRule(settings.post_logout_redirect_uris))
  post_logout_redirect_uris: string[];

  @ApiProperty({
    enum: OIDC_GRANT_TYPES,
    enumName: 'OidcGrantType',
    isArray: true,
    example: ['authorization_code', 'refresh_token'],
    description: 'Not empty, each once; refresh_token only with authorization_code; no client_credentials for a public client',
  })
  @FollowsOidcRule(isStringList, oidcGrantTypesRule)
  grant_types: string[];

  @ApiProperty({ enum: OIDC_CLIENT_TYPES, enumName: 'OidcClientType' })
  @FollowsOidcRule(isText, (settings) => oidcClientTypeRule(settings.client_type))
  client_type: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: null, description: 'Blank or absent is stored as null; the address must be one the service may call' })
  @FollowsOidcRule(isOptionalText, (settings) => oidcBackchannelLogoutUriRule(settings.backchannel_logout_uri))
  backchannel_logout_uri?: string | null;

  @ApiProperty({ description: 'A first-party application is not asked for the user\'s consent' })
  @FollowsOidcRule(isBoolean)
  first_party: boolean;
}
