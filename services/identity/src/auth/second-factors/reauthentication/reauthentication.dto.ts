import { ApiPropertyOptional } from '@nestjs/swagger';
import { magicCodeRule } from '@weather/validation';
import { IsString, MaxLength, ValidateIf } from 'class-validator';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

/** POST /v1/users/me/reauthentication: the current password, or a code mailed by …/reauthentication/code. */
export class ReauthenticationDto {
  @ApiPropertyOptional({ format: 'password', description: 'The current password (or send magic_code instead)' })
  @ValidateIf((body: ReauthenticationDto) => body.magic_code === undefined)
  @IsString()
  @MaxLength(1024)
  password?: string;

  @ApiPropertyOptional({ example: 'K7QX', description: 'A code just mailed to the user (or send password instead)' })
  @ValidateIf((body: ReauthenticationDto) => body.password === undefined)
  @FollowsStringRule(magicCodeRule)
  magic_code?: string;
}
