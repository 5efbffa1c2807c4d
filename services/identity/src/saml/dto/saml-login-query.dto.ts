import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { OptionalHandoffState } from '../../site-applications/handoff/handoff-state';

/** GET /auth/saml/{domainId}/login?clientId=&return=&seq=&state=&interaction=: the hand-off (or OpenID Connect interaction) to continue into once signed in. */
export class SamlLoginQueryDto {
  @ApiPropertyOptional({ example: 'weather-radar' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(100, { message: 'INVALID_TYPE' })
  clientId?: string;

  @ApiPropertyOptional({ example: '/forecast?day=2', description: 'Checked by the hand-off against the application, as on /login' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(2048, { message: 'INVALID_TYPE' })
  return?: string;

  @ApiPropertyOptional({ example: '42' })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(256, { message: 'INVALID_TYPE' })
  seq?: string;

  @OptionalHandoffState("The application's state, handed on to the portal's hand-off once signed in (ADR 0234)")
  state?: string;

  @ApiPropertyOptional({ example: 'kT3x9_Qm-2', description: "An OpenID Connect interaction (the portal's /login?interaction=), finished once signed in" })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @Matches(/^[A-Za-z0-9_-]{1,128}$/, { message: 'INVALID_TYPE' })
  interaction?: string;
}
