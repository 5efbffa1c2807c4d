import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** PUT /v1/enterprises/{id}/second-factor-policy (issue 29). */
export class SecondFactorPolicyDto {
  @ApiProperty({ description: "Whether the enterprise's users must sign in with a second factor" })
  @IsBoolean()
  require_second_factor: boolean;
}
