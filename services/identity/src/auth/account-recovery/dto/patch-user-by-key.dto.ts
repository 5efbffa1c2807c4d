import { ApiPropertyOptional } from '@nestjs/swagger';
import { loginEmailRule, magicCodeRule } from '@weather/validation';
import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { FollowsRule, FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

const withoutToken = (body: PatchUserByKeyDto) => body.token === undefined;

/**
 * PATCH /v1/users/{key}, in one of three shapes (SPEC §7): `{ email, magic_code }` signs in by code;
 * `{ token }` checks an invitation or reset link; `{ token, password }` sets the password with it.
 */
export class PatchUserByKeyDto {
  @ApiPropertyOptional({ example: 'ada@example.com', description: 'With magic_code: the address of {key}' })
  @ValidateIf(withoutToken)
  @FollowsStringRule(loginEmailRule)
  email?: string;

  @ApiPropertyOptional({ example: 'K7QX', minLength: 4, maxLength: 4, description: 'With email: the mailed code; trimmed and uppercased' })
  @ValidateIf(withoutToken)
  @FollowsStringRule(magicCodeRule)
  magic_code?: string;

  @ApiPropertyOptional({ description: 'Sent by the embedded collaboration sign-up with a code; accepted and ignored' })
  @IsOptional()
  @IsBoolean()
  is_collaborate_self_register?: boolean;

  @ApiPropertyOptional({ description: 'The token of a /verify/{token} link (the same as {key})' })
  @IsOptional()
  @FollowsRule<string | undefined>('string', () => null)
  token?: string;

  @ApiPropertyOptional({ format: 'password', description: 'With token: the new password (at least 12 characters, strength at least 3 of 5)' })
  @IsOptional()
  @FollowsRule<string | undefined>('string', () => null)
  password?: string;
}
