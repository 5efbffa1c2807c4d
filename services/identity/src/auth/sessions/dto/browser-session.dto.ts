import { ApiProperty } from '@nestjs/swagger';

/**
 * What the session lists (the user's own, an administrator's) show of any browser session; each
 * adds its own fields after these, and its own words for last_seen_at. The owner's list leaves the
 * raw user agent out (OmitType).
 */
export class BrowserSessionDto {
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
}
