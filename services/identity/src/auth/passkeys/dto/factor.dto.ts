import { ApiProperty } from '@nestjs/swagger';
import type { Factor } from '../passkey-factors';

/** The contract's `Factor`: an authenticator app or a passkey as the Security tab lists it, never its secret or key. */
export class FactorDto implements Factor {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Laptop' })
  name: string;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Null until first used at a sign-in' })
  last_used_at: string | null;
}

/** A factor just added: it, and the ten recovery codes when it is the user's first factor (shown once). */
export class FactorEnrolledDto {
  @ApiProperty({ type: FactorDto })
  factor: FactorDto;

  @ApiProperty({ type: [String], required: false, description: "Ten new single-use recovery codes (xxxxx-xxxxx), only with the user's first factor" })
  recovery_codes?: string[];
}
