import type { BrowserSession } from './browser-session.entity';
import type { OwnSessionDto } from './dto/own-session.dto';
import { sessionDeviceOf } from './session-device';

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d; people know it as a.b.c.d. */
export function displayAddress(ip: string | null): string | null {
  return ip?.replace(IPV4_MAPPED, '$1') ?? null;
}

/** A session row as its owner sees it: never the token hash nor the raw user agent. */
export function mapOwnSession(session: BrowserSession, currentSessionId: number): OwnSessionDto {
  return {
    id: session.id,
    ...sessionDeviceOf(session.userAgent),
    ip: displayAddress(session.ip),
    created_at: session.createdAt.toISOString(),
    last_seen_at: session.lastSeenAt.toISOString(),
    current: session.id === currentSessionId,
    impersonator: session.impersonator ? { first_name: session.impersonator.firstName, last_name: session.impersonator.lastName } : null,
  };
}
