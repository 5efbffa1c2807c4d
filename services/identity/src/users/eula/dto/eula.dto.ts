import { ApiProperty } from '@nestjs/swagger';
import type { Eula } from '../eula.entity';

export class EulaDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ description: 'The terms of use, as plain text with paragraphs separated by blank lines' })
  content: string;
}

export function mapEula(eula: Eula): EulaDto {
  return { id: eula.id, content: eula.content };
}
