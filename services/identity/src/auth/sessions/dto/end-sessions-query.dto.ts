import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';

/** DELETE /v1/users/me/sessions names what it ends, so a bare call ends nothing by accident. */
export class EndSessionsQueryDto {
  @ApiProperty({ enum: ['others'], description: 'others: every session of the user except this one' })
  @IsIn(['others'])
  scope: 'others';
}
