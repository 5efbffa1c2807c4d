import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { OutboundAddressPolicy } from '../../platform/outbound/outbound-address-policy';
import { UserEvents } from '../../users/user-events';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookOutboxMetrics } from './webhook-outbox-metrics';
import { WebhookPublisher } from './webhook-publisher.service';
import { WebhookWorker } from './webhook-worker.service';

/**
 * The webhook outbox: the publisher (global, as any module that changes a user publishes) and the
 * worker that sends (on the app's ScheduleModule); the policy of the addresses the service calls
 * (for the catalogue's forms and the authorization checks too).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookDelivery])],
  providers: [
    WebhookPublisher,
    // The port through which users, auth and enterprises announce user changes.
    { provide: UserEvents, useExisting: WebhookPublisher },
    WebhookWorker,
    // The outbox's depth and oldest pending age, read when Prometheus scrapes (docs/adr/1000).
    WebhookOutboxMetrics,
    { provide: OutboundAddressPolicy, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => OutboundAddressPolicy.fromConfig(config) },
  ],
  exports: [UserEvents, WebhookPublisher, WebhookWorker, OutboundAddressPolicy],
})
export class WebhooksModule {}
