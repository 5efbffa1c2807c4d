import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClearOnWriteSubscriber } from '../../platform/cache/clear-on-write.subscriber';
import { SiteApplicationCache } from './site-application-cache';
import { SiteApplication } from './site-application.entity';

/**
 * Empties the site application cache on every instance on every update or deletion of an application
 * in this process
 * (a rotated secret, a changed address). Inserts cannot change an answer: unknown ids are not cached.
 */
@Injectable()
export class SiteApplicationCacheInvalidator extends ClearOnWriteSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, cache: SiteApplicationCache) {
    super(dataSource, { watched: [SiteApplication], inserts: false, invalidate: () => cache.invalidate() });
  }
}
