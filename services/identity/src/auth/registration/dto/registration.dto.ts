import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { limits } from '@weather/validation';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * POST /v1/users (SPEC §3 registration payload). Only the JSON types are checked here: which rules
 * of SPEC §5 apply depends on the variant, so the registration service checks them all at once.
 */
export class RegistrationDto {
  @ApiProperty({ example: 'Ada', description: 'Full: required, at most 50, no = + - @. Embedded: trimmed, 2 to 100' })
  @IsOptional()
  @IsString()
  first_name?: string;

  @ApiProperty({ example: 'Lovelace' })
  @IsOptional()
  @IsString()
  last_name?: string;

  @ApiProperty({ example: 'ada@example.com' })
  @IsOptional()
  @IsString()
  email?: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: '0412 345 678', description: 'Full sign-up only: an Australian number (default region AU)' })
  @IsOptional()
  @IsString()
  phone?: string | null;

  @ApiProperty({ description: `${limits.PASSWORD_MIN_LENGTH} to ${limits.PASSWORD_MAX_LENGTH} characters, strength at least ${limits.PASSWORD_MIN_SCORE} of 5` })
  @IsOptional()
  @IsString()
  password?: string;

  @ApiProperty()
  @IsOptional()
  @IsString()
  password_confirmation?: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, example: 'Australia/Sydney', description: "The browser's IANA time zone; an unknown name is ignored" })
  @IsOptional()
  @IsString()
  timezone?: string | null;

  @ApiProperty({ description: 'The captcha answer: the ALTCHA payload, or a reCAPTCHA token (GET /v1/captcha says which)' })
  @IsOptional()
  @IsString()
  recaptcha?: string;

  @ApiPropertyOptional({ type: 'string', nullable: true, maxLength: 255, description: "The /register page's lead query value" })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  lead?: string | null;

  @ApiPropertyOptional({ type: 'string', nullable: true, description: 'The site application signed up from; required by the embedded sign-up' })
  @IsOptional()
  @IsString()
  client_id?: string | null;

  @ApiPropertyOptional({ description: 'true: the embedded collaboration sign-up (/embeddedregister) and its rules' })
  @IsOptional()
  @IsBoolean()
  is_collaborate_self_register?: boolean;
}
