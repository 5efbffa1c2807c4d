import { ApiProperty } from '@nestjs/swagger';

/**
 * POST /v1/users: the same answer whether the email was new or already had an account (the code
 * then signs that account in), so registering reveals nothing (docs/registration-contract.md).
 */
export class RegistrationAcceptedDto {
  @ApiProperty({ example: 'ada@example.com', description: 'The address the code was mailed to: the key of PATCH /v1/users/{key}' })
  email: string;

  @ApiProperty({ example: true, description: 'Always true: the code modal opens' })
  needVerify: true;
}

/** POST /v1/users?checkup=yes (embedded sign-up). */
export class CheckupDto {
  @ApiProperty({ description: 'true when the email already has an account: the embedded page goes to sign-in instead' })
  skipRegister: boolean;
}

export type RegistrationAnswer = RegistrationAcceptedDto | CheckupDto;

