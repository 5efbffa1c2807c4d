import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

export class RegistrationQueryDto {
  @ApiPropertyOptional({ enum: ['yes'], description: 'yes: only check whether the email already has an account (skipRegister)' })
  @IsOptional()
  @IsIn(['yes'])
  checkup?: 'yes';
}
