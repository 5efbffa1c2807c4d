import { ApiProperty } from '@nestjs/swagger';
import { BrowserSessionDto } from '../../../auth/sessions/dto/browser-session.dto';
import { ImpersonatorDto } from '../../../users/dto/impersonator.dto';

/** One live browser session of a user, as a system administrator sees it. */
export class ManagedSessionDto extends BrowserSessionDto {
  @ApiProperty({ format: 'date-time', description: 'Last use, written at most once a minute' })
  last_seen_at: string;

  @ApiProperty({ type: ImpersonatorDto, nullable: true, description: 'The administrator who opened it as this user, or null' })
  impersonated_by: ImpersonatorDto | null;
}
