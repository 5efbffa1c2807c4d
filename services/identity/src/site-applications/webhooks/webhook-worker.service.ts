import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, IsNull, LessThan, LessThanOrEqual, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { InjectConfig } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { KeysCipher } from '../../platform/keys-encryption/keys-cipher';
import { SEALED } from '../../platform/keys-encryption/sealed-columns';
import { Metrics } from '../../platform/metrics/metrics';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { sendAllowedSignedRequest } from './allowed-signed-request';
import type { SignedRequestOutcome } from './signed-request';
import { nextAttemptAfterFailure } from './webhook-backoff';
import { WebhookDelivery } from './webhook-delivery.entity';

const INTERVAL_NAME = 'webhook-outbox';
/** Deliveries claimed per pass. */
const BATCH_SIZE = 20;
/**
 * A delivery is leased for this many times WEBHOOK_DELIVERY_TIMEOUT from its claim, just before its
 * one attempt: long enough that a live worker's attempt never outlasts it (no double send), short
 * enough that a delivery cut by a crash is sent again soon after (docs/adr/0702).
 */
export const LEASE_TIMEOUTS = 2;

export interface DeliveryPass {
  delivered: number;
  failed: number;
}

/**
 * Sends the outbox (webhook_deliveries). Each pass claims due rows with a lease (a conditional
 * update, so two instances never send a row at once; a crashed worker's rows come back when its
 * lease runs out), sends them signed, and marks them delivered on 2xx or schedules the next try.
 * Runs every WEBHOOK_POLL_INTERVAL; tests call runOnce() instead of waiting. At shutdown, stop()
 * lets the delivery in flight end and gives back the leases this instance still holds.
 */
@Injectable()
export class WebhookWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WebhookWorker.name);
  /** This process's name on its leases. */
  private readonly owner = randomUUID();
  private running: Promise<DeliveryPass> | null = null;
  private stopping: Promise<void> | null = null;

  constructor(
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: IdentityConfig,
    private readonly scheduler: SchedulerRegistry,
    private readonly cipher: KeysCipher,
    private readonly addresses: OutboundAddressPolicy,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.webhooks.workerEnabled) return;
    const timer = setInterval(() => {
      this.runOnce().catch((error: unknown) => this.logger.error(`Webhook pass failed: ${String(error)}`));
    }, this.config.webhooks.pollIntervalMs);
    this.scheduler.addInterval(INTERVAL_NAME, timer);
  }

  /** Before the database closes: as at a graceful stop. */
  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  /**
   * Stops for good: no new pass, no further delivery of the pass under way once the one in flight
   * ends, then gives back this instance's leases so another instance sends them at once.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      if (this.scheduler.doesExist('interval', INTERVAL_NAME)) this.scheduler.deleteInterval(INTERVAL_NAME);
      await this.running?.catch(() => undefined);
      await this.deliveries
        .update({ leaseOwner: this.owner, deliveredAt: IsNull() }, { leaseOwner: null, leaseUntil: null })
        .catch((error: unknown) => this.logger.warn(`Could not give back the webhook leases: ${error instanceof Error ? error.message : String(error)}`));
    })();
    return this.stopping;
  }

  /** One pass over the due deliveries; a call during a pass waits for that pass. */
  runOnce(): Promise<DeliveryPass> {
    if (this.stopping) return Promise.resolve({ delivered: 0, failed: 0 });
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<DeliveryPass> {
    const now = this.clock.now();
    const due = await this.deliveries.find({
      where: { deliveredAt: IsNull(), givenUpAt: IsNull(), nextAttemptAt: LessThanOrEqual(now) },
      order: { nextAttemptAt: 'ASC', id: 'ASC' },
      take: BATCH_SIZE,
    });
    const result: DeliveryPass = { delivered: 0, failed: 0 };
    for (const delivery of due) {
      if (this.stopping) break;
      if (!(await this.claim(delivery))) continue;
      const succeeded = await this.attempt(delivery);
      result[succeeded ? 'delivered' : 'failed'] += 1;
    }
    return result;
  }

  /** Leases one delivery from now, just before its attempt, so the lease covers that attempt only. */
  private async claim(delivery: WebhookDelivery): Promise<boolean> {
    const now = this.clock.now();
    const result = await this.deliveries
      .createQueryBuilder()
      .update(WebhookDelivery)
      .set({ leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + LEASE_TIMEOUTS * this.config.webhooks.deliveryTimeoutMs) })
      .where('id = :id', { id: delivery.id })
      .andWhere('delivered_at IS NULL')
      .andWhere('given_up_at IS NULL')
      // Still due: another worker may have tried it since this pass listed it, and set a later time.
      .andWhere('next_attempt_at <= :now', { now })
      .andWhere('(lease_until IS NULL OR lease_until <= :now)', { now })
      .execute();
    return result.affected === 1;
  }

  private async attempt(delivery: WebhookDelivery): Promise<boolean> {
    const loaded = await this.deliveries.findOne({ where: { id: delivery.id }, relations: { siteApplication: true } });
    const application = loaded?.siteApplication;
    // Sealed at rest (docs/adr/0239).
    const secret = application?.webhookSecret ? this.cipher.decrypt(application.webhookSecret, SEALED.webhookSecret) : null;
    const outcome: SignedRequestOutcome =
      application && secret
        ? await sendAllowedSignedRequest(this.addresses, {
            url: application.webhookUrl,
            secret,
            event: delivery.event,
            body: delivery.payload,
            deliveryId: delivery.deliveryId,
            now: this.clock.now(),
            timeoutMs: this.config.webhooks.deliveryTimeoutMs,
          })
        : { kind: 'unreachable', reason: 'the application has no webhook secret' };
    const now = this.clock.now();
    const attempts = delivery.attempts + 1;
    const released = { attempts, leaseOwner: null, leaseUntil: null };
    const mine = { id: delivery.id, leaseOwner: this.owner };
    if (outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300) {
      await this.deliveries.update(mine, { ...released, deliveredAt: now, lastStatus: outcome.status, lastError: null });
      this.metrics.instruments.webhookDeliveries.inc({ result: 'delivered' });
      return true;
    }
    const next = nextAttemptAfterFailure(delivery.createdAt, now, attempts);
    const lastError = outcome.kind === 'answered' ? `HTTP ${outcome.status}` : outcome.kind === 'timeout' ? 'timeout' : outcome.reason;
    await this.deliveries.update(mine, {
      ...released,
      lastStatus: outcome.kind === 'answered' ? outcome.status : null,
      lastError: lastError.slice(0, 255),
      ...(next ? { nextAttemptAt: next } : { givenUpAt: now }),
    });
    this.metrics.instruments.webhookDeliveries.inc({ result: next ? 'failed' : 'given_up' });
    this.logger.warn(`Webhook ${delivery.event} ${delivery.deliveryId} to application ${delivery.siteApplicationId} failed (${lastError}); ${next ? `next try at ${next.toISOString()}` : 'given up'}`);
    return false;
  }
}

/**
 * The hourly purge's share of the outbox (SiteApplicationsHousekeeping): deletes the deliveries
 * delivered before `deliveredBefore` and those given up before `givenUpBefore`; pending ones stay.
 */
export async function purgeFinishedWebhookDeliveries(manager: EntityManager, deliveredBefore: Date, givenUpBefore: Date): Promise<number> {
  const delivered = await manager.delete(WebhookDelivery, { deliveredAt: LessThan(deliveredBefore) });
  const givenUp = await manager.delete(WebhookDelivery, { givenUpAt: LessThan(givenUpBefore) });
  return (delivered.affected ?? 0) + (givenUp.affected ?? 0);
}
