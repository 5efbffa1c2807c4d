import { ApiProperty } from '@nestjs/swagger';
import { BrowserSessionDto } from '../../../auth/sessions/dto/browser-session.dto';

export class ManagedSessionImpersonatorDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Margaret' })
  first_name: string;

  @ApiProperty({ example: 'Hamilton' })
  last_name: string;

  @ApiProperty({ example: 'margaret@example.com' })
  email: string;
}

/** One live browser session of a user, as a system administrator sees it. */
export class ManagedSessionDto extends BrowserSessionDto {
  @ApiProperty({ format: 'date-time', description: 'Last use, written at most once a minute' })
  last_seen_at: string;

  @ApiProperty({ type: ManagedSessionImpersonatorDto, nullable: true, description: 'The administrator who opened it as this user, or null' })
  impersonated_by: ManagedSessionImpersonatorDto | null;
}
