import { ApiProperty } from '@nestjs/swagger';

/** The SYSADMIN behind an impersonated session, for the portal's banner. */
export class ImpersonatorDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Margaret' })
  first_name: string;

  @ApiProperty({ example: 'Hamilton' })
  last_name: string;

  @ApiProperty({ example: 'admin@example.com' })
  email: string;
}
