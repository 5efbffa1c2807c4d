import { ApiProperty } from '@nestjs/swagger';
import { enterpriseDomainNameRule } from '@weather/validation';
import { FollowsStringRule } from '../../platform/validation/follows-rule.decorator';

/** POST /v1/enterprises/{id}/domains. */
export class AddDomainDto {
  @ApiProperty({ example: 'bureau-of-clouds.com', description: 'An email domain; public mail domains such as gmail.com are refused' })
  @FollowsStringRule(enterpriseDomainNameRule)
  name: string;
}
