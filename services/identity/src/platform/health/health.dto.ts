import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] })
  status: 'ok' | 'unavailable';

  @ApiPropertyOptional({ enum: ['up', 'down'], description: 'Readiness only: whether the database answers' })
  database?: 'up' | 'down';
}
