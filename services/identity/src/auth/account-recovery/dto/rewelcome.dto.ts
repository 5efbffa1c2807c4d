import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { loginEmailRule } from '@weather/validation';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';

/** POST /v1/users/rewelcome: the verification code again, for an account that is not verified yet. */
export class RewelcomeDto {
  @ApiProperty({ example: 'ada@example.com' })
  @FollowsStringRule(loginEmailRule)
  email: string;

  @ApiPropertyOptional({ description: 'The application the person signs up for; accepted, not used yet', maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  clientId?: string;

  @ApiPropertyOptional({ description: 'The module of that application; accepted, not used yet', maxLength: 255 })
  @IsOptional()
  @IsString()
  @MaxLength(255)
  module?: string;
}
