import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, RemoveEvent, SoftRemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';
import { Enterprise } from '../enterprises/enterprise.entity';
import { Timezone } from '../timezones/timezone.entity';
import { User } from '../users/user.entity';
import { BrowserSession } from './browser-session.entity';
import { SessionCache } from './session-cache';

/** What a cached session holds or depends on: a change to any of these rows may change an answer. */
const WATCHED: readonly unknown[] = [User, BrowserSession, Enterprise, Timezone];

type ChangeEvent = UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

/**
 * Empties the session cache whenever this process updates or deletes a watched row, through any
 * repository or query builder (TypeORM broadcasts those), and again when a transaction that did so
 * commits, so a request that read the old row meanwhile cannot keep it.
 */
@Injectable()
export class SessionCacheInvalidator implements EntitySubscriberInterface {
  private readonly changedInTransaction = new WeakSet<object>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: SessionCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterUpdate(event: UpdateEvent<unknown>): void {
    this.changed(event);
  }

  afterRemove(event: RemoveEvent<unknown>): void {
    this.changed(event);
  }

  afterSoftRemove(event: SoftRemoveEvent<unknown>): void {
    this.changed(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (this.changedInTransaction.has(event.queryRunner)) {
      this.changedInTransaction.delete(event.queryRunner);
      this.cache.clear();
    }
  }

  private changed(event: ChangeEvent): void {
    if (!WATCHED.includes(event.metadata.target)) return;
    this.cache.clear();
    if (event.queryRunner.isTransactionActive) this.changedInTransaction.add(event.queryRunner);
  }
}
