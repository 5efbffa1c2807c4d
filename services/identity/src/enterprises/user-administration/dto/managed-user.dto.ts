import { ApiProperty } from '@nestjs/swagger';
import { UserIdentityDto } from '../../../users/dto/user-identity.dto';
import { USER_ROLES, type UserRole } from '../../../users/user-role';

export class ManagedUserEnterpriseDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Bureau of Clouds' })
  name: string;
}

/** One user as a system administrator sees them on the Users page (GET /v1/users/{key}). */
export class ManagedUserDto extends UserIdentityDto {
  @ApiProperty({ example: 'Analyst' })
  job_title: string;

  @ApiProperty({ example: '0412345678' })
  mobile_number: string;

  @ApiProperty({ type: 'string', nullable: true, example: 'Australia/Sydney' })
  timezone: string | null;

  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty()
  is_enterprise_administrator: boolean;

  @ApiProperty({ type: ManagedUserEnterpriseDto, nullable: true, description: 'The enterprise the user belongs to, or null' })
  enterprise: ManagedUserEnterpriseDto | null;

  @ApiProperty()
  is_verified: boolean;

  @ApiProperty()
  is_disabled: boolean;

  @ApiProperty()
  is_force_reset_password: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'The last successful sign-in, from the audit log; null when none is recorded' })
  last_sign_in_at: string | null;

  @ApiProperty({ example: 1, description: 'Confirmed authenticator apps and passkeys' })
  second_factors: number;
}
