import { ApiProperty } from '@nestjs/swagger';
import { SITE_APPLICATION_THEMES, type SiteApplicationTheme } from '../site-application-theme';
import { OidcClientSettingsDto } from './oidc-client-settings.dto';

/** The public fields of a site application (SPEC §3); never its secrets. */
export class SiteApplicationDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'weather-radar' })
  client_id: string;

  @ApiProperty({ example: 'Radar' })
  name: string;

  @ApiProperty({ example: 'Live rain radar and lightning over your area.' })
  description: string;

  @ApiProperty({ example: 'http://localhost:4001/logo.svg' })
  image_url: string;

  @ApiProperty({ example: 'http://localhost:4001' })
  base_url: string;

  @ApiProperty({ example: 'http://localhost:4001/auth/callback' })
  callback_url: string;

  @ApiProperty({ example: 'http://localhost:4001/webhooks/identity' })
  webhook_url: string;

  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'Null when blank' })
  sysadmin_url: string | null;

  @ApiProperty({ example: 1, description: 'The launcher order, 1 to 3' })
  ordering_number: number;

  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'When set, the token is sent by a form POST to this URL' })
  postCallbackUrl: string | null;

  @ApiProperty({ enum: SITE_APPLICATION_THEMES, enumName: 'SiteApplicationTheme' })
  theme: SiteApplicationTheme;

  @ApiProperty({ type: OidcClientSettingsDto, nullable: true, description: 'Its settings as an OpenID Connect client; null: it signs in by hand-off only' })
  oidc: OidcClientSettingsDto | null;
}
