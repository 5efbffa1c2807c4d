import { ApiProperty } from '@nestjs/swagger';
import { UserIdentityDto } from '../dto/user-identity.dto';
import { USER_ROLES, type UserRole } from '../user-role';

/** One user of a search: enough to tell people apart and to impersonate one (id and uuid). */
export class FoundUserDto extends UserIdentityDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty()
  is_disabled: boolean;
}
