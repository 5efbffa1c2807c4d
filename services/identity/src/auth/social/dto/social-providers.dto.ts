import { ApiProperty } from '@nestjs/swagger';

/** GET /auth/providers/social: which social sign-in buttons the login page shows. */
export class SocialProvidersDto {
  @ApiProperty({ description: 'Facebook sign-in is configured' })
  facebook: boolean;

  @ApiProperty({ description: 'LinkedIn sign-in is configured' })
  linkedin: boolean;
}
