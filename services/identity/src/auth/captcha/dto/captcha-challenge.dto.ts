import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CaptchaChallengeParametersDto {
  @ApiProperty({ example: 'SHA-256' })
  algorithm: string;

  @ApiProperty()
  nonce: string;

  @ApiProperty()
  salt: string;

  @ApiProperty()
  cost: number;

  @ApiProperty()
  keyLength: number;

  @ApiProperty({ description: 'The solver searches the counter whose derived key starts with this' })
  keyPrefix: string;

  @ApiPropertyOptional()
  keySignature?: string;

  @ApiPropertyOptional({ description: 'Unix time in seconds after which the challenge is refused' })
  expiresAt?: number;
}

/** An ALTCHA (v2) challenge, as the altcha widget fetches it from its challenge URL. */
export class CaptchaChallengeDto {
  @ApiProperty({ type: CaptchaChallengeParametersDto })
  parameters: CaptchaChallengeParametersDto;

  @ApiPropertyOptional({ description: 'HMAC of the parameters' })
  signature?: string;
}
