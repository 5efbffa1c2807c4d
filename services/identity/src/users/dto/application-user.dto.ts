import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '../user-role';

/** The user as applications see it: in redemptions, webhooks and authorization checks. */
export class ApplicationUserDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ format: 'uuid', description: 'The stable identifier to key accounts on (also the JWT sub)' })
  uuid: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: 'Ada' })
  first_name: string;

  @ApiProperty({ example: 'Lovelace' })
  last_name: string;

  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty()
  is_enterprise_administrator: boolean;

  @ApiProperty({ type: 'integer', nullable: true, example: null })
  enterprise_id: number | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Australia/Sydney', description: 'IANA time zone name' })
  timezone: string | null;
}
