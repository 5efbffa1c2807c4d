import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookPublisher } from './webhook-publisher.service';
import { WebhookWorker } from './webhook-worker.service';

/**
 * The webhook outbox: the publisher (global, as any module that changes a user publishes) and the
 * worker that sends (on the app's ScheduleModule).
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([WebhookDelivery])],
  providers: [WebhookPublisher, WebhookWorker],
  exports: [WebhookPublisher, WebhookWorker],
})
export class WebhooksModule {}
