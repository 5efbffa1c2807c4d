import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../../../users/user-role';

export class ManagedUserEnterpriseDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'Bureau of Clouds' })
  name: string;
}

/** One user as a system administrator sees them on the Users page (GET /v1/users/{key}). */
export class ManagedUserDto {
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
