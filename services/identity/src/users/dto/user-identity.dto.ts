import { ApiProperty } from '@nestjs/swagger';

/** Who a user is, as the system administrator's lists show it first: the ids, the name and the address. */
export class UserIdentityDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ example: '1b4e28ba-2fa1-11d2-883f-0016d3cca427' })
  uuid: string;

  @ApiProperty({ example: 'Ada' })
  first_name: string;

  @ApiProperty({ example: 'Lovelace' })
  last_name: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;
}
