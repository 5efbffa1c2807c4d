import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../user-role';

/** One user of a search: enough to tell people apart and to impersonate one (id and uuid). */
export class FoundUserDto {
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

  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty()
  is_disabled: boolean;
}
