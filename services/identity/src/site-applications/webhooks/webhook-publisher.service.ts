import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, type EntityManager, IsNull, Not } from 'typeorm';
import { Clock } from '../../platform/clock';
import { SiteApplication } from '../catalogue/site-application.entity';
import { mapApplicationUser } from '../../users/application-user.mapper';
import type { User } from '../../users/user.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { UserEvents } from '../../users/user-events';
import type { WebhookEvent } from './webhook-event';

/**
 * Puts an event about a user in the outbox, one delivery per application that can verify it (has
 * a webhook secret). Given the EntityManager of the change's transaction, the event is stored if
 * and only if the change is; the worker sends it later.
 */
@Injectable()
export class WebhookPublisher implements UserEvents {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** `user` must have its time zone loaded; its data is fixed now (a deleted user's too). */
  async publish(event: WebhookEvent, user: User, manager: EntityManager = this.dataSource.manager): Promise<void> {
    const applications = await manager.find(SiteApplication, { where: { webhookSecret: Not(IsNull()) }, order: { id: 'ASC' } });
    if (applications.length === 0) return;
    const now = this.clock.now();
    const payload = JSON.stringify({ type: event, occurred_at: now.toISOString(), user: mapApplicationUser(user) });
    await manager.insert(
      WebhookDelivery,
      applications.map((application) => ({
        deliveryId: randomUUID(),
        siteApplicationId: application.id,
        event,
        payload,
        createdAt: now,
        nextAttemptAt: now,
        attempts: 0,
        leaseOwner: null,
        leaseUntil: null,
        lastStatus: null,
        lastError: null,
        deliveredAt: null,
        givenUpAt: null,
      })),
    );
  }
}
