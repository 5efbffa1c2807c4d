import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { AuthenticationResponseDto } from './webauthn-response.dto';

/** POST /auth/passkey and POST /auth/second-step/passkey: the browser's assertion. */
export class PasskeyAssertionDto {
  @ApiProperty({ type: AuthenticationResponseDto, description: "@simplewebauthn/browser's startAuthentication result" })
  @IsObject()
  @ValidateNested()
  @Type(() => AuthenticationResponseDto)
  response: AuthenticationResponseDto;
}
