import type { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, SoftRemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';

type ChangeEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

export interface ClearOnWriteOptions {
  /** The entities whose rows an answer of the cache depends on. */
  watched: readonly unknown[];
  /** Whether a new row can change an answer too (it can when "none" is cached). */
  inserts: boolean;
  /** Empties the cache here and on every instance (CacheInvalidation); resolves once the others were told. */
  invalidate(): Promise<void>;
}

/**
 * Empties a cache on every instance whenever this process writes a watched row, through any
 * repository or query builder (TypeORM broadcasts those), and again when a transaction that did so
 * commits, so a request that read the old row meanwhile cannot keep it. The hooks return the
 * invalidation's promise and TypeORM awaits it, so the write's own call (and the answer of the
 * request that made it) waits until every instance was told (docs/adr/0700). Plain statements
 * (platform/database/plain) broadcast nothing: ADR 0415 keeps them off watched writes.
 */
export class ClearOnWriteSubscriber implements EntitySubscriberInterface {
  private readonly changedInTransaction = new WeakSet<object>();

  constructor(
    dataSource: DataSource,
    private readonly options: ClearOnWriteOptions,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): Promise<void> | undefined {
    return this.options.inserts ? this.changed(event) : undefined;
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> | undefined {
    return this.changed(event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> | undefined {
    return this.changed(event);
  }

  afterSoftRemove(event: SoftRemoveEvent<unknown>): Promise<void> | undefined {
    return this.changed(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | undefined {
    if (!this.changedInTransaction.has(event.queryRunner)) return undefined;
    this.changedInTransaction.delete(event.queryRunner);
    return this.options.invalidate();
  }

  private changed(event: ChangeEvent): Promise<void> | undefined {
    if (!this.options.watched.includes(event.metadata.target)) return undefined;
    if (event.queryRunner.isTransactionActive) this.changedInTransaction.add(event.queryRunner);
    return this.options.invalidate();
  }
}
