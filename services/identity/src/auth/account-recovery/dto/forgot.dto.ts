import { ApiProperty } from '@nestjs/swagger';
import { loginEmailRule } from '@weather/validation';
import { IsBoolean } from 'class-validator';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

/** POST /v1/users/forgot: a reset link (resetPassword true) or a magic code (false) by mail. */
export class ForgotDto {
  @ApiProperty({ example: 'ada@example.com' })
  @FollowsStringRule(loginEmailRule)
  email: string;

  @ApiProperty({ description: 'true: mail a reset link (PORTAL_URL/verify/{token}); false: mail a magic code' })
  @IsBoolean()
  resetPassword: boolean;
}

/** The answer of requests that mail something: the same whether or not the address has an account. */
export class SentDto {
  @ApiProperty({ enum: [true] })
  sent: true;
}
