import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { USER_ROLES, type UserRole } from '../../../users/user-role';

/** PUT /v1/users/{key}/role. */
export class SetRoleDto {
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  @IsIn(USER_ROLES)
  role: UserRole;
}
