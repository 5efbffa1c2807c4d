import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type Repository } from 'typeorm';
import { Clock } from '../../platform/clock';
import { Metrics } from '../../platform/metrics/metrics';
import { WebhookDelivery } from './webhook-delivery.entity';

/** What is waiting in the outbox: neither delivered nor given up. */
const PENDING = { deliveredAt: IsNull(), givenUpAt: IsNull() };

/**
 * The outbox as Prometheus sees it at each scrape: how many deliveries wait, and how long the
 * oldest has waited (0 when none does). A growing age means the applications do not answer, or no
 * worker runs (docs/operations.md, Metrics). Both come from the table, so every instance tells the
 * same and the figures survive restarts.
 */
@Injectable()
export class WebhookOutboxMetrics implements OnModuleInit {
  constructor(
    @InjectRepository(WebhookDelivery) private readonly deliveries: Repository<WebhookDelivery>,
    private readonly clock: Clock,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    if (!this.metrics.enabled) return;
    const pending = this.metrics.gauge({ name: 'webhook_outbox_pending', help: 'Webhook deliveries waiting in the outbox (neither delivered nor given up)', labelNames: [] });
    const oldestAge = this.metrics.gauge({
      name: 'webhook_outbox_oldest_pending_age_seconds',
      help: 'How long the oldest waiting webhook delivery has waited, in seconds (0 when none waits)',
      labelNames: [],
    });
    this.metrics.onScrape(async () => {
      const figures = await this.read();
      pending.set({}, figures.pending);
      oldestAge.set({}, figures.oldestAgeSeconds);
    });
  }

  async read(): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const [count, oldest] = await Promise.all([
      this.deliveries.count({ where: PENDING }),
      this.deliveries.findOne({ select: { id: true, createdAt: true }, where: PENDING, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    const oldestAgeSeconds = oldest ? Math.max(0, (this.clock.now().getTime() - oldest.createdAt.getTime()) / 1000) : 0;
    return { pending: count, oldestAgeSeconds };
  }
}
