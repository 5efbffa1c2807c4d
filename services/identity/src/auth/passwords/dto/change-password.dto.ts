import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ChangePasswordInput } from '@weather/validation';
import { FollowsRule } from '../../../platform/validation/follows-rule.decorator';

const anyText = () => null;

/**
 * PATCH /v1/users/me (SPEC §5 Change password). The rules need the person's own words and the
 * forced-reset flag, so the service applies validateChangePassword; here only the types are checked.
 */
export class ChangePasswordDto implements ChangePasswordInput {
  @ApiPropertyOptional({ format: 'password', description: 'Required unless the user has is_force_reset_password (then left out)' })
  @FollowsRule<string | undefined>('string', anyText)
  oldPassword?: string;

  @ApiProperty({ format: 'password', description: 'At least 12 characters, strength at least 3 of 5, not the current password' })
  @FollowsRule<string>('string', anyText)
  newPassword: string;

  @ApiProperty({ format: 'password', description: 'Equal to newPassword' })
  @FollowsRule<string>('string', anyText)
  confirmPassword: string;
}

export class PasswordChangedDto {
  @ApiProperty({ enum: [false] })
  is_force_reset_password: false;
}
