import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClearOnWriteSubscriber } from '../platform/cache/clear-on-write.subscriber';
import { SessionCache } from '../auth/sessions/session-cache';
import { Enterprise } from './enterprise.entity';

/**
 * Empties the session cache on every instance whenever this process updates or deletes an enterprise: a cached user
 * holds its enterprise's id, which the database nulls (ON DELETE SET NULL) unseen by TypeORM. Here
 * rather than in auth's SessionCacheInvalidator, so auth does not import enterprises.
 */
@Injectable()
export class EnterpriseSessionCacheInvalidator extends ClearOnWriteSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, cache: SessionCache) {
    super(dataSource, { watched: [Enterprise], inserts: false, invalidate: () => cache.invalidate() });
  }
}
