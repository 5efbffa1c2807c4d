import { ApiProperty } from '@nestjs/swagger';
import { IsDateString, IsInt, IsPositive } from 'class-validator';
import type { EulaAcceptance } from '../eula-acceptance.entity';

/** POST /v1/eula/collaborate: the signed-in person accepted these terms at this moment. */
export class AcceptEulaDto {
  @ApiProperty({ example: 12, description: "The signed-in user's id (GET /v1/users/me)" })
  @IsInt()
  @IsPositive()
  id: number;

  @ApiProperty({ example: 1, description: 'The id of GET /v1/eula/collaborate that was shown' })
  @IsInt()
  @IsPositive()
  eulaId: number;

  @ApiProperty({ example: '2026-11-21T13:00:00.000Z', description: 'When the terms modal was accepted (ISO 8601)' })
  @IsDateString({ strict: true })
  eulaAcceptanceDateTime: string;
}

export class EulaAcceptanceDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  eulaId: number;

  @ApiProperty({ description: 'The recorded acceptance time (the first one, if accepted before)' })
  eulaAcceptanceDateTime: string;
}

export function mapEulaAcceptance(acceptance: EulaAcceptance): EulaAcceptanceDto {
  return { id: acceptance.userId, eulaId: acceptance.eulaId, eulaAcceptanceDateTime: acceptance.acceptedAt.toISOString() };
}
