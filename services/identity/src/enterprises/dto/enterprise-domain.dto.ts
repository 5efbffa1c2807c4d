import { ApiProperty } from '@nestjs/swagger';
import { AUTHENTICATION_PROVIDER_TYPES, type AuthenticationProviderType } from '../authentication-provider-type';
import { DOMAIN_STATUSES, type DomainStatus } from '../domains/domain-status';

export class SamlAuthenticationProviderDto {
  @ApiProperty()
  provider_issuer: string;

  @ApiProperty()
  signon_service_url: string;

  @ApiProperty({ type: 'string', nullable: true })
  logout_service_url: string | null;

  @ApiProperty()
  provider_certificate: string;

  @ApiProperty({ description: 'Force SAML Login Only: the domain\'s users sign in only at this provider' })
  is_forced: boolean;

  @ApiProperty({ description: 'Signatures with RSA-SHA1 or SHA-1 digests are accepted from this provider (refused unless set)' })
  allow_sha1_signatures: boolean;
}

/** An Enterprise domain of SPEC §3, with what the Domains tab shows. */
export class EnterpriseDomainDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'bureau-of-clouds.com' })
  name: string;

  @ApiProperty({ example: 'q8Jd0...', description: 'The key of the TXT record' })
  txt_code: string;

  @ApiProperty({ example: 'weather-identity-verification=q8Jd0...', description: 'The whole TXT record to publish on the domain' })
  txt_record: string;

  @ApiProperty()
  is_verified: boolean;

  @ApiProperty()
  is_verification_failed: boolean;

  @ApiProperty({ enum: DOMAIN_STATUSES, enumName: 'DomainStatus' })
  status: DomainStatus;

  @ApiProperty({ format: 'date-time', description: 'While Verifying, the record is looked for until then' })
  verification_deadline: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  last_checked_at: string | null;

  @ApiProperty({ enum: AUTHENTICATION_PROVIDER_TYPES, enumName: 'AuthenticationProviderType' })
  authentication_provider_type: AuthenticationProviderType;

  @ApiProperty({ type: SamlAuthenticationProviderDto, nullable: true })
  SamlAuthenticationProvider: SamlAuthenticationProviderDto | null;
}
