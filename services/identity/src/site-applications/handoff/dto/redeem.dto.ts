import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { RedeemedUserDto } from './redeemed-user.dto';
import { OptionalHandoffState } from '../handoff-state';

/** POST /v1/handoff/redeem */
export class RedeemDto {
  @ApiProperty({ description: 'The session token the browser brought' })
  @IsString({ message: 'INVALID_TYPE' })
  @MaxLength(128, { message: 'INVALID_TYPE' })
  token: string;

  @OptionalHandoffState('The state that came back with the token, once the application has checked it against its own cookie; must equal the state the token was issued with (none when it was issued without)')
  state?: string;
}

export class RedeemResponseDto {
  @ApiProperty({ type: RedeemedUserDto })
  user: RedeemedUserDto;

  @ApiProperty({ description: 'ES256 JWT: iss, aud (client id), sub (user uuid), email, name, role, iat, exp, jti, and act ({ sub, email } of the administrator) from an impersonation' })
  jwt: string;

  @ApiProperty({ example: 300, description: 'Seconds until the JWT expires' })
  expires_in: number;
}
