import { ApiProperty } from '@nestjs/swagger';
import type { ActClaim } from '../act-claim';

/** RFC 8693 `act`: the administrator who impersonated the user when the hand-off was made. */
export class ActClaimDto implements ActClaim {
  @ApiProperty({ format: 'uuid', description: "The administrator's uuid" })
  sub: string;

  @ApiProperty({ example: 'admin@example.com' })
  email: string;
}
