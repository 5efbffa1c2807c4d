import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/**
 * POST /v1/enterprises/{id}/domains/{domainId}/saml: the provider's details, from its metadata or
 * typed by hand. The URLs and the certificate are checked by the service (https in production; a
 * certificate node:crypto reads), which answers with field errors.
 */
export class SamlProviderInputDto {
  @ApiProperty({ example: 'https://idp.bureau-of-clouds.com/metadata', description: "The provider's entity id (the Issuer of its assertions)" })
  @IsString({ message: 'INVALID_TYPE' })
  @MinLength(1, { message: 'SAML_ISSUER_REQUIRED' })
  @MaxLength(1024, { message: 'SAML_ISSUER_REQUIRED' })
  provider_issuer: string;

  @ApiProperty({ example: 'https://idp.bureau-of-clouds.com/sso' })
  @IsString({ message: 'INVALID_TYPE' })
  signon_service_url: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'https://idp.bureau-of-clouds.com/slo' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  logout_service_url?: string | null;

  @ApiProperty({ description: 'The X.509 certificate that signs its assertions, PEM or base64' })
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(20_000, { message: 'SAML_CERTIFICATE_INVALID' })
  provider_certificate: string;

  @ApiPropertyOptional({ description: 'Accept RSA-SHA1 signatures and SHA-1 digests from this provider, for old providers that sign no other way. Left out: unchanged (false for a new provider)' })
  @IsOptional()
  @IsBoolean({ message: 'INVALID_TYPE' })
  allow_sha1_signatures?: boolean;
}
