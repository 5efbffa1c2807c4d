import { ApiProperty } from '@nestjs/swagger';
import { limits, OIDC_CLIENT_TYPES, OIDC_GRANT_TYPES, type OidcClientType, type OidcGrantType } from '@weather/validation';

/** A site application's settings as an OpenID Connect client of the service's provider (issue 28). */
export class OidcClientSettingsDto {
  @ApiProperty({ type: [String], maxItems: limits.OIDC_URIS_MAX, example: ['http://localhost:4001/auth/oidc'], description: 'Compared exactly: no prefix, no pattern' })
  redirect_uris: string[];

  @ApiProperty({ type: [String], maxItems: limits.OIDC_URIS_MAX, example: ['http://localhost:4001/'], description: 'Where RP-initiated logout may return to; compared exactly' })
  post_logout_redirect_uris: string[];

  @ApiProperty({ enum: OIDC_GRANT_TYPES, enumName: 'OidcGrantType', isArray: true, example: ['authorization_code', 'refresh_token'] })
  grant_types: OidcGrantType[];

  @ApiProperty({ enum: OIDC_CLIENT_TYPES, enumName: 'OidcClientType', description: 'public: no secret, PKCE required; confidential: the client secret of the catalogue' })
  client_type: OidcClientType;

  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'Receives a logout token when a user\'s session ends; null: none' })
  backchannel_logout_uri: string | null;

  @ApiProperty({ description: 'A first-party application is not asked for the user\'s consent' })
  first_party: boolean;
}
