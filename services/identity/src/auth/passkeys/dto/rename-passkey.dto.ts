import { ApiProperty } from '@nestjs/swagger';
import { FACTOR_NAME_MAX_LENGTH, factorNameRule } from '@weather/validation';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

/** PATCH /v1/users/me/second-factors/passkeys/{id}. */
export class RenamePasskeyDto {
  @ApiProperty({ maxLength: FACTOR_NAME_MAX_LENGTH, example: 'Work laptop' })
  @FollowsStringRule(factorNameRule)
  name: string;
}
