import { ApiPropertyOptional } from '@nestjs/swagger';
import { Equals, IsBoolean, IsOptional } from 'class-validator';

/** PUT /v1/enterprises/{id}/users/{userId}: exactly one action (400 ONE_USER_ACTION otherwise). */
export class UpdateEnterpriseUserDto {
  @ApiPropertyOptional({ description: 'true disables the user (and ends their sessions); false enables them' })
  @IsOptional()
  @IsBoolean()
  disableUser?: boolean;

  @ApiPropertyOptional({ enum: [true], description: 'Sets a generated temporary password, returned once as tempPassword' })
  @IsOptional()
  @Equals(true)
  setTemporaryPassword?: true;

  @ApiPropertyOptional({ enum: [true], description: 'Ends every session of the user at once' })
  @IsOptional()
  @Equals(true)
  forceLogout?: true;
}
