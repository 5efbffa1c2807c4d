import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

/** PUT /v1/users/{key}/disabled. */
export class SetDisabledDto {
  @ApiProperty({ description: 'true disables the account and ends its sessions; false enables it' })
  @IsBoolean()
  disabled: boolean;
}
