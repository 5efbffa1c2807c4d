import { ApiProperty } from '@nestjs/swagger';

export const ENTERPRISE_USER_STATUSES = ['Pending', 'Verified'] as const;
export type EnterpriseUserStatus = (typeof ENTERPRISE_USER_STATUSES)[number];

/** A row of the Users tab (SPEC §2, §4 user states). */
export class EnterpriseUserDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Ada' })
  first_name: string;

  @ApiProperty({ example: 'Lovelace' })
  last_name: string;

  @ApiProperty({ example: 'ada@bureau-of-clouds.com' })
  email: string;

  @ApiProperty()
  is_verified: boolean;

  @ApiProperty({ enum: ENTERPRISE_USER_STATUSES, enumName: 'EnterpriseUserStatus', description: 'Pending until the email is verified' })
  status: EnterpriseUserStatus;

  @ApiProperty()
  is_disabled: boolean;

  @ApiProperty()
  is_enterprise_administrator: boolean;

  @ApiProperty()
  is_force_reset_password: boolean;

  @ApiProperty({ description: 'The user has a confirmed authenticator app or a passkey' })
  has_second_factor: boolean;
}
