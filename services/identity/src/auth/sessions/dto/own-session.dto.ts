import { ApiProperty } from '@nestjs/swagger';

export class SessionImpersonatorDto {
  @ApiProperty({ example: 'Margaret' })
  first_name: string;

  @ApiProperty({ example: 'Hamilton' })
  last_name: string;
}

/** One of the signed-in user's browser sessions, as the Sessions tab lists it. */
export class OwnSessionDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ type: 'string', nullable: true, example: 'Chrome 131', description: 'Browser and major version, from the user agent' })
  browser: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Windows 10', description: 'Operating system, from the user agent' })
  os: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'desktop', description: 'desktop, mobile, tablet, tv or bot' })
  platform: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '203.0.113.7', description: 'The address the session was opened from' })
  ip: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', description: 'Updated at most once a minute' })
  last_seen_at: string;

  @ApiProperty({ description: 'The session of this request' })
  current: boolean;

  @ApiProperty({ type: SessionImpersonatorDto, nullable: true, description: 'The administrator who opened it as this user, or null' })
  impersonator: SessionImpersonatorDto | null;
}
