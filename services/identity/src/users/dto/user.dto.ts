import { ApiProperty } from '@nestjs/swagger';
import { SUPPORTED_LOCALES } from '@weather/validation';
import { TimezoneDto } from '../timezones/dto/timezone.dto';
import { USER_ROLES, type UserRole } from '../user-role';

export class EnterpriseRefDto {
  @ApiProperty({ example: 3 })
  id: number;
}

/** The User of SPEC §3 as GET /v1/users/me returns it (docs/foundation-contract.md). */
export class UserDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ format: 'uuid' })
  uuid: string;

  @ApiProperty({ example: 'Ada' })
  first_name: string;

  @ApiProperty({ example: 'Lovelace' })
  last_name: string;

  @ApiProperty({ example: '', description: 'Empty when not given' })
  job_title: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: '', description: 'Digits only; empty when not given' })
  mobile_number: string;

  @ApiProperty({ type: 'integer', nullable: true, example: 12 })
  timezone_id: number | null;

  @ApiProperty({ type: TimezoneDto, nullable: true })
  Timezone: TimezoneDto | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Australia/Sydney', description: 'The time zone name' })
  timezone: string | null;

  @ApiProperty({ type: 'string', enum: SUPPORTED_LOCALES, nullable: true, example: 'en', description: "The person's language; null until they choose one" })
  locale: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: null, description: 'URL path of the avatar image, or null' })
  avatar: string | null;

  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole' })
  role: UserRole;

  @ApiProperty()
  is_enterprise_administrator: boolean;

  @ApiProperty({ type: EnterpriseRefDto, nullable: true })
  Enterprise: EnterpriseRefDto | null;

  @ApiProperty()
  is_verified: boolean;

  @ApiProperty()
  is_disabled: boolean;

  @ApiProperty()
  is_force_reset_password: boolean;
}
