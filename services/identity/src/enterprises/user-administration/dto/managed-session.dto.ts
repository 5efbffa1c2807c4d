import { ApiProperty } from '@nestjs/swagger';

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
export class ManagedSessionDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ type: 'string', nullable: true, example: 'Chrome 131', description: 'Browser and major version, from the user agent' })
  browser: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Windows 10', description: 'Operating system, from the user agent' })
  os: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'desktop', description: 'desktop, mobile, tablet, tv or bot' })
  platform: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) …', description: 'The user agent as sent (at most 512 characters)' })
  user_agent: string | null;

  @ApiProperty({ type: 'string', nullable: true, example: '203.0.113.7', description: 'The address the session was opened from' })
  ip: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', description: 'Last use, written at most once a minute' })
  last_seen_at: string;

  @ApiProperty({ type: ManagedSessionImpersonatorDto, nullable: true, description: 'The administrator who opened it as this user, or null' })
  impersonated_by: ManagedSessionImpersonatorDto | null;
}
