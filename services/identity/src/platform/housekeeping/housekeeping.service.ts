import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, LessThan } from 'typeorm';
import { Clock } from '../clock';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { HandoffToken } from '../../site-applications/handoff/handoff-token.entity';
import { MagicCode } from '../../auth/magic-codes/magic-code.entity';
import { SamlRequest } from '../../saml/saml-request.entity';
import { CLOCK_SKEW_MS } from '../../saml/saml-service-provider';
import { SpentSamlAssertion } from '../../saml/spent-saml-assertion.entity';
import { BrowserSession } from '../../auth/sessions/browser-session.entity';
import { UserToken } from '../../auth/user-tokens/user-token.entity';
import { WebhookDelivery } from '../../site-applications/webhooks/webhook-delivery.entity';

/**
 * How long a used or expired link token is kept: within it, the link answers "no longer valid"
 * (SPEC §8) rather than "invalid", which is the truthful answer for a link a user still has.
 */
export const SPENT_TOKEN_RETENTION_DAYS = 30;

/** Delivered webhooks are kept this long for support questions ("did you send it?"); given-up ones longer. */
export const DELIVERED_WEBHOOK_RETENTION_DAYS = 7;
export const GIVEN_UP_WEBHOOK_RETENTION_DAYS = 30;

export interface PurgeCounts {
  magicCodes: number;
  userTokens: number;
  browserSessions: number;
  handoffTokens: number;
  webhookDeliveries: number;
  samlRequests: number;
  spentSamlAssertions: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired magic codes, link tokens past their retention, ended
 * sessions, expired hand-off tokens, finished webhook deliveries past their retention, unanswered
 * SAML requests and spent SAML assertion ids that could no longer be replayed. Nothing depends on it for safety (every check reads the expiry itself); it keeps the
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
      if (Object.values(counts).some((count) => count > 0)) {
        this.logger.log(
          `Purged ${counts.magicCodes} magic codes, ${counts.userTokens} link tokens, ${counts.browserSessions} sessions, ${counts.handoffTokens} hand-off tokens, ${counts.webhookDeliveries} webhook deliveries, ${counts.samlRequests} SAML requests, ${counts.spentSamlAssertions} spent SAML assertions`,
        );
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
    // A hand-off token lives a minute; a day later a replay of it is just an unknown token.
    const handoffTokens = await this.dataSource.getRepository(HandoffToken).delete({ expiresAt: LessThan(new Date(now.getTime() - DAY_MS)) });
    const deliveries = this.dataSource.getRepository(WebhookDelivery);
    const delivered = await deliveries.delete({ deliveredAt: LessThan(new Date(now.getTime() - DELIVERED_WEBHOOK_RETENTION_DAYS * DAY_MS)) });
    const givenUp = await deliveries.delete({ givenUpAt: LessThan(new Date(now.getTime() - GIVEN_UP_WEBHOOK_RETENTION_DAYS * DAY_MS)) });
    const samlRequests = await this.dataSource.getRepository(SamlRequest).delete({ expiresAt: LessThan(now) });
    // A spent assertion id is kept while the assertion could still pass (its end plus the accepted skew).
    const spentSamlAssertions = await this.dataSource.getRepository(SpentSamlAssertion).delete({ expiresAt: LessThan(new Date(now.getTime() - 2 * CLOCK_SKEW_MS)) });
    return {
      magicCodes: magicCodes.affected ?? 0,
      userTokens: userTokens.affected ?? 0,
      browserSessions: (absolute.affected ?? 0) + (idle.affected ?? 0),
      handoffTokens: handoffTokens.affected ?? 0,
      webhookDeliveries: (delivered.affected ?? 0) + (givenUp.affected ?? 0),
      samlRequests: samlRequests.affected ?? 0,
      spentSamlAssertions: spentSamlAssertions.affected ?? 0,
    };
  }
}
