import { ApiProperty } from '@nestjs/swagger';
import { enterpriseNameRule, limits } from '@weather/validation';
import { FollowsStringRule } from '../../platform/validation/follows-rule.decorator';

/** POST /v1/enterprises and PUT /v1/enterprises/{id} (SPEC §5 Enterprise). */
export class EnterpriseNameDto {
  @ApiProperty({ maxLength: limits.ENTERPRISE_NAME_MAX_LENGTH, example: 'Bureau of Clouds' })
  @FollowsStringRule(enterpriseNameRule)
  name: string;
}
