import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, LessThan } from 'typeorm';
import { Clock } from '../platform/clock';
import { IDENTITY_CONFIG } from '../platform/config/config.module';
import type { IdentityConfig } from '../platform/config/identity-config';
import type { PurgeJob } from '../platform/housekeeping/purge-job';
import { MagicCode } from './magic-codes/magic-code.entity';
import { BrowserSession } from './sessions/browser-session.entity';
import { UserToken } from './user-tokens/user-token.entity';

/**
 * How long a used or expired link token is kept: within it, the link answers "no longer valid"
 * (SPEC §8) rather than "invalid", which is the truthful answer for a link a user still has.
 */
export const SPENT_TOKEN_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

type Kind = 'magicCodes' | 'userTokens' | 'browserSessions';

/** Auth's share of the hourly purge: expired magic codes, link tokens past their retention, ended sessions. */
@Injectable()
export class AuthHousekeeping implements PurgeJob<Kind> {
  readonly kinds = { magicCodes: 'magic codes', userTokens: 'link tokens', browserSessions: 'sessions' } as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly clock: Clock,
  ) {}

  async purge(): Promise<Record<Kind, number>> {
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
