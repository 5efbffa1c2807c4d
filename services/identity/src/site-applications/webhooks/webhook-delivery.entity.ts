import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { SiteApplication } from '../catalogue/site-application.entity';
import { WEBHOOK_EVENTS, type WebhookEvent } from './webhook-event';

/**
 * One event for one application, in the outbox until its webhook answers 2xx or 24 hours pass.
 * Workers claim a row with a lease (leaseOwner, leaseUntil), so two instances never send it at once
 * and a crashed worker's row is taken up again when the lease runs out.
 */
@Entity('webhook_deliveries')
@Index(['deliveredAt', 'givenUpAt', 'nextAttemptAt'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn()
  id: number;

  /** X-Weather-Delivery: the same on every attempt, so a receiver can ignore a repeat. */
  @Column({ type: 'varchar', length: 36, unique: true })
  deliveryId: string;

  @Index()
  @Column({ type: 'int' })
  siteApplicationId: number;

  @ManyToOne(() => SiteApplication, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'site_application_id' })
  siteApplication: Relation<SiteApplication>;

  @Column({ type: 'simple-enum', enum: WEBHOOK_EVENTS })
  event: WebhookEvent;

  /** The exact JSON body, fixed when the event happened (a deleted user's data is still sent). */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'datetime' })
  createdAt: Date;

  @Column({ type: 'datetime' })
  nextAttemptAt: Date;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ type: 'varchar', length: 36, nullable: true })
  leaseOwner: string | null;

  @Column({ type: 'datetime', nullable: true })
  leaseUntil: Date | null;

  /** The HTTP status of the last attempt, or null when it got no answer. */
  @Column({ type: 'int', nullable: true })
  lastStatus: number | null;

  /** Why the last attempt failed, for operators (no secrets: a status or a network error name). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  lastError: string | null;

  @Column({ type: 'datetime', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  givenUpAt: Date | null;
}
