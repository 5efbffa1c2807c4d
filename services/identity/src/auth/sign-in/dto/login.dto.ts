import { ApiProperty } from '@nestjs/swagger';
import { type LoginInput, loginEmailRule, loginPasswordRule } from '@weather/validation';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

/** POST /auth/login (SPEC §5 Login). */
export class LoginDto implements LoginInput {
  @ApiProperty({ example: 'ada@example.com' })
  @FollowsStringRule(loginEmailRule)
  email: string;

  @ApiProperty({ format: 'password', description: 'Must not be blank' })
  @FollowsStringRule(loginPasswordRule)
  password: string;
}
