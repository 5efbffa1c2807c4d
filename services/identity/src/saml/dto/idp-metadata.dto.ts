import { ApiProperty } from '@nestjs/swagger';

/** An identity provider's details read from its metadata, ready for POST .../saml. */
export class IdpMetadataDto {
  @ApiProperty()
  provider_issuer: string;

  @ApiProperty()
  signon_service_url: string;

  @ApiProperty({ type: 'string', nullable: true })
  logout_service_url: string | null;

  @ApiProperty({ description: 'PEM' })
  provider_certificate: string;
}
