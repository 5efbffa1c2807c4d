import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** The application asking, as the catalogue describes it. */
export class OidcConsentApplicationDto {
  @ApiProperty({ example: 'weather-radar' })
  client_id: string;

  @ApiProperty({ example: 'Radar' })
  name: string;

  @ApiProperty({ example: 'http://localhost:4001' })
  base_url: string;

  @ApiProperty({ example: 'http://localhost:4001/logo.svg' })
  image_url: string;
}

/** GET /oidc/interaction/{uid}/consent: what the portal's consent page shows. */
export class OidcConsentRequestDto {
  @ApiProperty({ type: OidcConsentApplicationDto })
  application: OidcConsentApplicationDto;

  @ApiProperty({
    type: [String],
    example: ['openid', 'email'],
    description: 'The scopes asked that the user has not allowed yet (openid, email, profile, role, offline_access); only these are granted by allowing',
  })
  scopes: string[];

  @ApiProperty({ type: [String], example: [], description: 'Claims asked one by one (the claims parameter) that the user has not allowed yet' })
  claims: string[];
}

/** POST /oidc/interaction/{uid}/consent: the user's answer. */
export class OidcConsentDecisionDto {
  @ApiProperty({ description: 'true: the application gets what the consent page showed; false: it gets access_denied' })
  @IsBoolean()
  allow: boolean;
}

/** Where the browser goes on: the provider, which sends it on to the application. */
export class OidcConsentOutcomeDto {
  @ApiProperty({ example: 'http://localhost:3000/oidc/auth/3vYq0m', description: 'The whole window goes there' })
  redirect_to: string;
}
