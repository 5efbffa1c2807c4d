import { ApiProperty } from '@nestjs/swagger';
import type { Timezone } from '../timezone.entity';

export class TimezoneDto {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ example: 'Australia/Sydney' })
  name: string;
}

export function mapTimezone(timezone: Timezone): TimezoneDto {
  return { id: timezone.id, name: timezone.name };
}
