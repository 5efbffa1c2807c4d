import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { OptionalHandoffState } from '../handoff-state';

/** GET /v1/users/me/session?clientId=&return=&seq=&state= */
export class SessionQueryDto {
  @ApiProperty({ example: 'weather-radar' })
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(100, { message: 'INVALID_TYPE' })
  clientId: string;

  @ApiPropertyOptional({ example: '/forecast?day=2', description: "A path on the application's base URL (or an absolute URL on one of its registered origins)" })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  return?: string;

  @ApiPropertyOptional({ example: '42', description: "The application's own value, handed back with the token" })
  @IsOptional()
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(256, { message: 'INVALID_TYPE' })
  seq?: string;

  @OptionalHandoffState("The application's state from its sign-in link: stored with the token, handed back with it, required at the redemption (ADR 0234)")
  state?: string;
}
