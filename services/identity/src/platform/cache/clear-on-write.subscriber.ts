import type { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, SoftRemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';

type ChangeEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

export interface ClearOnWriteOptions {
  /** The entities whose rows an answer of the cache depends on. */
  watched: readonly unknown[];
  /** Whether a new row can change an answer too (it can when "none" is cached). */
  inserts: boolean;
  clear(): void;
}

/**
 * Empties an in-process cache whenever this process writes a watched row, through any repository or
 * query builder (TypeORM broadcasts those), and again when a transaction that did so commits, so a
 * request that read the old row meanwhile cannot keep it.
 */
export class ClearOnWriteSubscriber implements EntitySubscriberInterface {
  private readonly changedInTransaction = new WeakSet<object>();

  constructor(
    dataSource: DataSource,
    private readonly options: ClearOnWriteOptions,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    if (this.options.inserts) this.changed(event);
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
      this.options.clear();
    }
  }

  private changed(event: ChangeEvent): void {
    if (!this.options.watched.includes(event.metadata.target)) return;
    this.options.clear();
    if (event.queryRunner.isTransactionActive) this.changedInTransaction.add(event.queryRunner);
  }
}
