import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@weather/validation';
import { InjectConfig } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { type Limit, RateLimiters } from '../rate-limits/rate-limiters';

const DAY_SECONDS = 24 * 3600;

/**
 * Mail per recipient, whatever sends it (docs/adr/0231): MAIL_MAX_PER_RECIPIENT per
 * MAIL_RECIPIENT_WINDOW and MAIL_MAX_PER_RECIPIENT_PER_DAY, so nobody can bomb a mailbox through
 * sign-ups, sign-ins, resets or notices.
 */
@Injectable()
export class RecipientMailLimit {
  private readonly perWindow: Limit;
  private readonly perDay: Limit;

  constructor(limiters: RateLimiters, @InjectConfig() config: IdentityConfig) {
    const { perWindow, windowSeconds, perDay } = config.mailLimit;
    this.perWindow = limiters.create({ name: 'mail-recipient', points: perWindow, durationSeconds: windowSeconds });
    this.perDay = limiters.create({ name: 'mail-recipient-day', points: perDay, durationSeconds: DAY_SECONDS });
  }

  /** Reserves one mail to the address; false when either count is full (nothing is then counted). */
  async reserve(to: string): Promise<boolean> {
    const key = normalizeEmail(to);
    if (!(await this.perWindow.reserve(key))) return false;
    if (await this.perDay.reserve(key)) return true;
    await this.perWindow.giveBack(key);
    return false;
  }
}
