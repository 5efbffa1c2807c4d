import { ApiProperty, OmitType } from '@nestjs/swagger';
import { BrowserSessionDto } from './browser-session.dto';

export class SessionImpersonatorDto {
  @ApiProperty({ example: 'Margaret' })
  first_name: string;

  @ApiProperty({ example: 'Hamilton' })
  last_name: string;
}

/** One of the signed-in user's browser sessions, as the Sessions tab lists it. */
export class OwnSessionDto extends OmitType(BrowserSessionDto, ['user_agent'] as const) {
  @ApiProperty({ format: 'date-time', description: 'Updated at most once a minute' })
  last_seen_at: string;

  @ApiProperty({ description: 'The session of this request' })
  current: boolean;

  @ApiProperty({ type: SessionImpersonatorDto, nullable: true, description: 'The administrator who opened it as this user, or null' })
  impersonator: SessionImpersonatorDto | null;
}
