import { ApiProperty } from '@nestjs/swagger';
import { FACTOR_NAME_MAX_LENGTH, factorNameRule } from '@weather/validation';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';
import { RegistrationResponseDto } from './webauthn-response.dto';

/** POST /v1/users/me/second-factors/passkeys and POST /auth/second-step/enrolment/passkey. */
export class PasskeyRegistrationDto {
  @ApiProperty({ maxLength: FACTOR_NAME_MAX_LENGTH, example: 'Laptop' })
  @FollowsStringRule(factorNameRule)
  name: string;

  @ApiProperty({ type: RegistrationResponseDto, description: "@simplewebauthn/browser's startRegistration result" })
  @IsObject()
  @ValidateNested()
  @Type(() => RegistrationResponseDto)
  response: RegistrationResponseDto;
}
