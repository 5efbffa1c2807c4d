import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, Equals, IsArray, IsIn, IsInt, IsObject, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** Base64url without padding, as @simplewebauthn/browser encodes every binary field. */
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** Bounds on what a browser sends: a credential id fits the passkeys column; attestations with certificate chains stay well under 16 KB. */
const CREDENTIAL_ID_MAX = 1400;
const CLIENT_DATA_MAX = 4096;
const AUTHENTICATOR_DATA_MAX = 4096;
const SIGNATURE_MAX = 1024;
const USER_HANDLE_MAX = 128;
const ATTESTATION_MAX = 16384;
const PUBLIC_KEY_MAX = 1024;

function Base64Url(maxLength: number): PropertyDecorator {
  return (target, key) => {
    IsString()(target, key);
    MaxLength(maxLength)(target, key);
    Matches(BASE64URL)(target, key);
  };
}

/** The parts every WebAuthn credential answer shares. */
abstract class CredentialDto {
  @ApiProperty({ description: 'The credential id, base64url', maxLength: CREDENTIAL_ID_MAX })
  @Base64Url(CREDENTIAL_ID_MAX)
  id: string;

  @ApiProperty({ description: 'The same id, base64url', maxLength: CREDENTIAL_ID_MAX })
  @Base64Url(CREDENTIAL_ID_MAX)
  rawId: string;

  @ApiProperty({ enum: ['public-key'] })
  @Equals('public-key')
  type: 'public-key';

  @ApiProperty({ type: 'object', additionalProperties: true, description: "The client's extension outputs (may be empty)" })
  @IsObject()
  clientExtensionResults: Record<string, unknown>;

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  @IsOptional()
  @IsIn(['platform', 'cross-platform'])
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

export class AuthenticatorAssertionResponseDto {
  @ApiProperty({ maxLength: CLIENT_DATA_MAX })
  @Base64Url(CLIENT_DATA_MAX)
  clientDataJSON: string;

  @ApiProperty({ maxLength: AUTHENTICATOR_DATA_MAX })
  @Base64Url(AUTHENTICATOR_DATA_MAX)
  authenticatorData: string;

  @ApiProperty({ maxLength: SIGNATURE_MAX })
  @Base64Url(SIGNATURE_MAX)
  signature: string;

  @ApiPropertyOptional({ maxLength: USER_HANDLE_MAX, description: 'Present for a discoverable credential' })
  @IsOptional()
  @Base64Url(USER_HANDLE_MAX)
  userHandle?: string;
}

/** An AuthenticationResponseJSON of @simplewebauthn/browser (navigator.credentials.get). */
export class AuthenticationResponseDto extends CredentialDto {
  @ApiProperty({ type: AuthenticatorAssertionResponseDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AuthenticatorAssertionResponseDto)
  response: AuthenticatorAssertionResponseDto;
}

export class AuthenticatorAttestationResponseDto {
  @ApiProperty({ maxLength: CLIENT_DATA_MAX })
  @Base64Url(CLIENT_DATA_MAX)
  clientDataJSON: string;

  @ApiProperty({ maxLength: ATTESTATION_MAX })
  @Base64Url(ATTESTATION_MAX)
  attestationObject: string;

  @ApiPropertyOptional({ maxLength: ATTESTATION_MAX })
  @IsOptional()
  @Base64Url(ATTESTATION_MAX)
  authenticatorData?: string;

  @ApiPropertyOptional({ type: [String], description: 'AuthenticatorTransport values (usb, nfc, ble, internal, hybrid, ...)' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(8)
  @IsString({ each: true })
  @MaxLength(16, { each: true })
  transports?: string[];

  @ApiPropertyOptional({ description: 'COSE algorithm identifier' })
  @IsOptional()
  @IsInt()
  publicKeyAlgorithm?: number;

  @ApiPropertyOptional({ maxLength: PUBLIC_KEY_MAX })
  @IsOptional()
  @Base64Url(PUBLIC_KEY_MAX)
  publicKey?: string;
}

/** A RegistrationResponseJSON of @simplewebauthn/browser (navigator.credentials.create). */
export class RegistrationResponseDto extends CredentialDto {
  @ApiProperty({ type: AuthenticatorAttestationResponseDto })
  @IsObject()
  @ValidateNested()
  @Type(() => AuthenticatorAttestationResponseDto)
  response: AuthenticatorAttestationResponseDto;
}
