import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, LessThan } from 'typeorm';
import { Clock } from '../common/clock';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { MagicCode } from '../magic-codes/magic-code.entity';
import { BrowserSession } from '../sessions/browser-session.entity';
import { UserToken } from '../user-tokens/user-token.entity';

/**
 * How long a used or expired link token is kept: within it, the link answers "no longer valid"
 * (SPEC §8) rather than "invalid", which is the truthful answer for a link a user still has.
 */
export const SPENT_TOKEN_RETENTION_DAYS = 30;

export interface PurgeCounts {
  magicCodes: number;
  userTokens: number;
  browserSessions: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired magic codes, link tokens past their retention, and
 * ended sessions. Nothing depends on it for safety (every check reads the expiry itself); it keeps the
 * tables small and drops hashes that have no purpose any more.
 */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger(HousekeepingService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'housekeeping' })
  async runHourly(): Promise<void> {
    try {
      const counts = await this.purge();
      if (counts.magicCodes + counts.userTokens + counts.browserSessions > 0) {
        this.logger.log(`Purged ${counts.magicCodes} magic codes, ${counts.userTokens} link tokens, ${counts.browserSessions} sessions`);
      }
    } catch (error) {
      // A failed pass is retried by the next one; it must never take the process down.
      this.logger.error(`Housekeeping failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async purge(): Promise<PurgeCounts> {
    const now = this.clock.now();
    const tokensBefore = new Date(now.getTime() - SPENT_TOKEN_RETENTION_DAYS * DAY_MS);
    const idleBefore = new Date(now.getTime() - this.config.session.idleTimeoutSeconds * 1000);
    const magicCodes = await this.dataSource.getRepository(MagicCode).delete({ expiresAt: LessThan(now) });
    const userTokens = await this.dataSource.getRepository(UserToken).delete({ expiresAt: LessThan(tokensBefore) });
    const sessions = this.dataSource.getRepository(BrowserSession);
    const absolute = await sessions.delete({ expiresAt: LessThan(now) });
    const idle = await sessions.delete({ lastSeenAt: LessThan(idleBefore) });
    return {
      magicCodes: magicCodes.affected ?? 0,
      userTokens: userTokens.affected ?? 0,
      browserSessions: (absolute.affected ?? 0) + (idle.affected ?? 0),
    };
  }
}
