import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { loginEmailRule } from '@weather/validation';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

/** GET /auth/provider?email= */
export class LoginProviderQueryDto {
  @ApiProperty({ example: 'ada@example.com' })
  @FollowsStringRule(loginEmailRule)
  email: string;
}

export const LOGIN_PROVIDERS = ['LOCAL', 'SAML'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

/** SPEC §3 Login provider info: LOCAL shows the password field; SAML sends the browser to loginURL. */
export class LoginProviderDto {
  @ApiProperty({ enum: LOGIN_PROVIDERS })
  provider: LoginProvider;

  @ApiPropertyOptional({ description: "With SAML: the enterprise provider's sign-in address" })
  loginURL?: string;
}
