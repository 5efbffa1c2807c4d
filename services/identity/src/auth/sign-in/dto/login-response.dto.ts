import { ApiProperty } from '@nestjs/swagger';

/** SPEC §3 Login response: what the portal needs to choose the next step of the sign-in flow. */
export class LoginResponseDto {
  @ApiProperty({ description: 'False: the portal asks for the magic code first' })
  is_verified: boolean;

  @ApiProperty({ description: 'True: the portal sends the user to /password/update' })
  is_force_reset_password: boolean;
}
