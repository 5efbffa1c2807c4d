import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { Clock } from '../platform/clock';
import type { PurgeJob } from '../platform/housekeeping/purge-job';
import { purgeHandoffTokensExpiredBefore } from './handoff/handoff-tokens.service';
import { purgeFinishedWebhookDeliveries } from './webhooks/webhook-worker.service';

/** Delivered webhooks are kept this long for support questions ("did you send it?"); given-up ones longer. */
export const DELIVERED_WEBHOOK_RETENTION_DAYS = 7;
export const GIVEN_UP_WEBHOOK_RETENTION_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

type Kind = 'handoffTokens' | 'webhookDeliveries';

/**
 * The site applications' share of the hourly purge: expired hand-off tokens, finished webhook
 * deliveries past their retention, each through the purge its table's owner states beside its service.
 */
@Injectable()
export class SiteApplicationsHousekeeping implements PurgeJob<Kind> {
  readonly kinds = { handoffTokens: 'hand-off tokens', webhookDeliveries: 'webhook deliveries' } as const;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async purge(): Promise<Record<Kind, number>> {
    const now = this.clock.now();
    const manager = this.dataSource.manager;
    return {
      // A hand-off token lives a minute; a day later a replay of it is just an unknown token.
      handoffTokens: await purgeHandoffTokensExpiredBefore(manager, new Date(now.getTime() - DAY_MS)),
      webhookDeliveries: await purgeFinishedWebhookDeliveries(
        manager,
        new Date(now.getTime() - DELIVERED_WEBHOOK_RETENTION_DAYS * DAY_MS),
        new Date(now.getTime() - GIVEN_UP_WEBHOOK_RETENTION_DAYS * DAY_MS),
      ),
    };
  }
}
