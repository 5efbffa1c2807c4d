import type { BrowserSession } from './browser-session.entity';
import type { OwnSessionDto } from './dto/own-session.dto';
import { sessionDeviceOf } from './session-device';

/** A session row as its owner sees it: never the token hash nor the raw user agent. */
export function mapOwnSession(session: BrowserSession, currentSessionId: number): OwnSessionDto {
  return {
    id: session.id,
    ...sessionDeviceOf(session.userAgent),
    ip: session.ip,
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
    impersonator: session.impersonator ? { first_name: session.impersonator.firstName, last_name: session.impersonator.lastName } : null,
  };
}
