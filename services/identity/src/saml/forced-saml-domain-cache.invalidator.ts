import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntitySubscriberInterface, InsertEvent, RemoveEvent, SoftRemoveEvent, TransactionCommitEvent, UpdateEvent } from 'typeorm';
import { EnterpriseDomain } from '../enterprises/enterprise-domain.entity';
import { Enterprise } from '../enterprises/enterprise.entity';
import { SamlAuthenticationProvider } from '../enterprises/saml-authentication-provider.entity';
import { ForcedSamlDomainCache } from './forced-saml-domain-cache';

/**
 * What a forced-SAML answer depends on. Inserts count too: "not forced" is cached, and a new domain
 * or provider row can change it. An enterprise's deletion removes its domains by cascade, unseen.
 */
const WATCHED: readonly unknown[] = [EnterpriseDomain, SamlAuthenticationProvider, Enterprise];

type ChangeEvent = InsertEvent<unknown> | UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

/**
 * Empties the forced-SAML cache whenever this process writes a watched row, through any repository
 * or query builder (TypeORM broadcasts those), and again when a transaction that did so commits, so
 * a sign-in that read the old row meanwhile cannot keep it.
 */
@Injectable()
export class ForcedSamlDomainCacheInvalidator implements EntitySubscriberInterface {
  private readonly changedInTransaction = new WeakSet<object>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    private readonly cache: ForcedSamlDomainCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterInsert(event: InsertEvent<unknown>): void {
    this.changed(event);
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
