import { Injectable } from '@nestjs/common';
import { ApiException } from '../../platform/errors/api-exception';
import { type Limit, RateLimiters } from '../../platform/rate-limits/rate-limiters';
import { SEND_WINDOW_SECONDS, SENDS_PER_ADDRESS, SENDS_PER_IP } from './magic-code-policy';

/**
 * Limits requests for mail (magic codes, reset links) per address and per client address, for
 * unknown addresses too, so the 429 reveals nothing. What reaches a mailbox is bounded again by
 * the per-recipient mail limit (docs/adr/0231), which this one does not replace: that one covers
 * every path and only registered addresses, silently.
 */
@Injectable()
export class SendLimiter {
  private readonly perAddress: Limit;
  private readonly perIp: Limit;

  constructor(limiters: RateLimiters) {
    this.perAddress = limiters.create({ name: 'send-address', points: SENDS_PER_ADDRESS, durationSeconds: SEND_WINDOW_SECONDS });
    this.perIp = limiters.create({ name: 'send-ip', points: SENDS_PER_IP, durationSeconds: SEND_WINDOW_SECONDS });
  }

  /** Counts one send, or throws TOO_MANY_ATTEMPTS with Retry-After when a limit is reached. */
  async take(email: string, ip: string): Promise<void> {
    const addressWait = await this.perAddress.reserveOrWait(email);
    if (addressWait > 0) throw tooMany(addressWait);
    const ipWait = await this.perIp.reserveOrWait(ip);
    if (ipWait > 0) {
      await this.perAddress.giveBack(email);
      throw tooMany(ipWait);
    }
  }
}

function tooMany(retryAfterSeconds: number): ApiException {
  return new ApiException('TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(retryAfterSeconds) });
}
