import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';

/** GET .../users/forceSaml?enabled=: on by default (SPEC §7 names no value); `false` turns it off. */
export class ForceSamlQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'true' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'INVALID_TYPE' })
  enabled?: 'true' | 'false';
}
