import { ApiProperty } from '@nestjs/swagger';
import { FACTOR_NAME_MAX_LENGTH, factorNameRule } from '@weather/validation';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';
import { FactorDto } from '../../passkeys/dto/factor.dto';
import { SecondFactorCodeDto, TotpSecretDto } from './second-step.dto';

/** GET /v1/users/me/second-factors. */
export class SecondFactorsDto {
  @ApiProperty({ type: [FactorDto], description: 'Confirmed authenticator apps' })
  totp: FactorDto[];

  @ApiProperty({ type: [FactorDto] })
  passkeys: FactorDto[];

  @ApiProperty({ example: 10 })
  recovery_codes_left: number;

  @ApiProperty({ description: "True: the user's enterprise requires a second factor" })
  required: boolean;
}

/** POST /v1/users/me/second-factors/totp and PATCH …/totp/{id}. */
export class TotpNameDto {
  @ApiProperty({ maxLength: FACTOR_NAME_MAX_LENGTH, example: 'Phone' })
  @FollowsStringRule(factorNameRule)
  name: string;
}

/** POST /v1/users/me/second-factors/totp: the app waiting for its first code, and its secret (shown once). */
export class NewTotpFactorDto extends TotpSecretDto {
  @ApiProperty({ example: 4, description: 'Confirm it with POST …/totp/{id}/confirm' })
  id: number;
}

/** POST /v1/users/me/second-factors/totp/{id}/confirm. */
export class ConfirmTotpDto extends SecondFactorCodeDto {}

/** POST /v1/users/me/second-factors/recovery-codes. */
export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten new single-use recovery codes (xxxxx-xxxxx), shown once; the old ones are void' })
  recovery_codes: string[];
}
