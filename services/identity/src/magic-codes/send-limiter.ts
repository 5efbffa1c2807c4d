import { Injectable } from '@nestjs/common';
import { MemoryLoginAttemptStore } from '../auth/login-attempt-store';
import { Clock } from '../common/clock';
import { ApiException } from '../common/errors/api-exception';
import { SEND_WINDOW_SECONDS, SENDS_PER_ADDRESS, SENDS_PER_IP } from './magic-code-policy';

/**
 * Limits mail sent on request (magic codes, reset links) per address and per client address, for
 * unknown addresses too, so the limit reveals nothing and nobody can flood a mailbox. Counts live in
 * this process, like the login brake's (docs/adr/0202).
 */
@Injectable()
export class SendLimiter {
  private readonly store = new MemoryLoginAttemptStore();

  constructor(private readonly clock: Clock) {}

  /** Counts one send, or throws TOO_MANY_ATTEMPTS with Retry-After when a limit is reached. */
  async take(email: string, ip: string): Promise<void> {
    const now = this.clock.now();
    const keys: [string, number][] = [
      [`address:${email}`, SENDS_PER_ADDRESS],
      [`ip:${ip}`, SENDS_PER_IP],
    ];
    for (const [key, limit] of keys) {
      const window = await this.store.current(key, now);
      if (window && window.failures >= limit) {
        const retryAfter = Math.ceil((window.endsAt.getTime() - now.getTime()) / 1000);
        throw new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(retryAfter) });
      }
    }
    for (const [key] of keys) await this.store.recordFailure(key, now, SEND_WINDOW_SECONDS);
  }
}
