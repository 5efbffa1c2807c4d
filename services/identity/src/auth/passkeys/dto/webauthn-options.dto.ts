import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The answers' descriptions of WebAuthn options, for OpenAPI: the browser passes them to @simplewebauthn/browser as they are. */

export class CredentialDescriptorDto {
  @ApiProperty({ description: 'A credential id, base64url' })
  id: string;

  @ApiProperty({ enum: ['public-key'] })
  type: 'public-key';

  @ApiPropertyOptional({ type: [String] })
  transports?: string[];
}

class RelyingPartyEntityDto {
  @ApiProperty({ example: 'Weather' })
  name: string;

  @ApiPropertyOptional({ example: 'localhost', description: "The portal's host name" })
  id?: string;
}

class UserEntityDto {
  @ApiProperty({ description: 'The user handle, base64url' })
  id: string;

  @ApiProperty({ example: 'ada@example.com' })
  name: string;

  @ApiProperty({ example: 'Ada Lovelace' })
  displayName: string;
}

class CredentialParameterDto {
  @ApiProperty({ example: -7, description: 'COSE algorithm' })
  alg: number;

  @ApiProperty({ enum: ['public-key'] })
  type: 'public-key';
}

class AuthenticatorSelectionDto {
  @ApiPropertyOptional({ enum: ['discouraged', 'preferred', 'required'] })
  residentKey?: string;

  @ApiPropertyOptional()
  requireResidentKey?: boolean;

  @ApiPropertyOptional({ enum: ['discouraged', 'preferred', 'required'] })
  userVerification?: string;

  @ApiPropertyOptional({ enum: ['platform', 'cross-platform'] })
  authenticatorAttachment?: string;
}

/** PublicKeyCredentialCreationOptionsJSON: what navigator.credentials.create needs to register a passkey. */
export class CreationOptionsDto {
  @ApiProperty({ type: RelyingPartyEntityDto })
  rp: RelyingPartyEntityDto;

  @ApiProperty({ type: UserEntityDto })
  user: UserEntityDto;

  @ApiProperty({ description: 'Single use, valid 5 minutes, base64url' })
  challenge: string;

  @ApiProperty({ type: [CredentialParameterDto] })
  pubKeyCredParams: CredentialParameterDto[];

  @ApiPropertyOptional({ description: 'Milliseconds' })
  timeout?: number;

  @ApiPropertyOptional({ type: [CredentialDescriptorDto], description: "The user's passkeys already registered, which the authenticator must not register again" })
  excludeCredentials?: CredentialDescriptorDto[];

  @ApiPropertyOptional({ type: AuthenticatorSelectionDto })
  authenticatorSelection?: AuthenticatorSelectionDto;

  @ApiPropertyOptional({ enum: ['none', 'direct', 'enterprise', 'indirect'] })
  attestation?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  extensions?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String] })
  hints?: string[];
}

/** PublicKeyCredentialRequestOptionsJSON: what navigator.credentials.get needs to sign in with a passkey. */
export class RequestOptionsDto {
  @ApiProperty({ description: 'Single use, valid 5 minutes, base64url' })
  challenge: string;

  @ApiPropertyOptional({ description: 'Milliseconds' })
  timeout?: number;

  @ApiPropertyOptional({ example: 'localhost' })
  rpId?: string;

  @ApiPropertyOptional({ type: [CredentialDescriptorDto], description: "The user's passkeys (second step); empty for a username-less sign-in" })
  allowCredentials?: CredentialDescriptorDto[];

  @ApiPropertyOptional({ enum: ['discouraged', 'preferred', 'required'] })
  userVerification?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  extensions?: Record<string, unknown>;

  @ApiPropertyOptional({ type: [String] })
  hints?: string[];
}
