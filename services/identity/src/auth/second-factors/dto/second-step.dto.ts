import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FACTOR_NAME_MAX_LENGTH, SECOND_STEP_METHODS, type SecondStepMethod, factorNameRule } from '@weather/validation';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { FollowsStringRule } from '../../../platform/validation/follows-rule.decorator';
import { LoginResponseDto } from '../../sign-in/dto/login-response.dto';

/** GET /auth/second-step: what the pending second step asks for. */
export class SecondStepStateDto {
  @ApiProperty({ enum: SECOND_STEP_METHODS, enumName: 'SecondStepMethod', isArray: true, description: 'Empty with enrolment_required' })
  methods: SecondStepMethod[];

  @ApiProperty({ description: 'True: the user adds their first factor now (their enterprise requires one)' })
  enrolment_required: boolean;

  @ApiProperty({ example: 'ada@example.com', description: 'Whose sign-in this is' })
  email: string;
}

/**
 * An app's code or a recovery code. Not checked against the code rules here: a code of the wrong
 * shape is answered like a wrong code (401 SECOND_FACTOR_INVALID), after the brake has counted it.
 */
export class SecondFactorCodeDto {
  @ApiProperty({ example: '123456', description: "The authenticator app's 6 digits, or a recovery code xxxxx-xxxxx" })
  @IsString()
  @MaxLength(64)
  code: string;
}

/** POST /auth/second-step/enrolment/totp/confirm. */
export class TotpEnrolmentConfirmDto extends SecondFactorCodeDto {
  @ApiPropertyOptional({ maxLength: FACTOR_NAME_MAX_LENGTH, example: 'Phone', description: 'The name of the app; "Authenticator app" when omitted' })
  @IsOptional()
  @FollowsStringRule(factorNameRule)
  name?: string;
}

/** A new authenticator app's secret, shown once: to type, or to scan as a QR code. */
export class TotpSecretDto {
  @ApiProperty({ example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', description: 'The base32 secret, for typing into the app' })
  secret: string;

  @ApiProperty({ example: 'otpauth://totp/Weather:ada%40example.com?secret=...&issuer=Weather' })
  otpauth_url: string;

  @ApiProperty({ example: 'data:image/svg+xml;base64,...', description: 'The otpauth address as an SVG QR code' })
  qr_code: string;
}

/** Signed in with a recovery code. */
export class RecoveryCodeSignInResponseDto extends LoginResponseDto {
  @ApiProperty({ example: 9, description: 'Unused recovery codes the user still holds' })
  recovery_codes_left: number;
}

/** Signed in after adding the first factor during the second step. */
export class EnrolmentSignInResponseDto extends LoginResponseDto {
  @ApiProperty({ type: [String], description: 'Ten new single-use recovery codes (xxxxx-xxxxx), shown once' })
  recovery_codes: string[];
}
