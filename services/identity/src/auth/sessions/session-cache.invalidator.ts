import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClearOnWriteSubscriber } from '../../platform/cache/clear-on-write.subscriber';
import { Timezone } from '../../users/timezones/timezone.entity';
import { User } from '../../users/user.entity';
import { BrowserSession } from './browser-session.entity';
import { SessionCache } from './session-cache';

/**
 * Empties the session cache whenever this process updates or deletes what a cached session holds or
 * depends on (a new row changes no cached answer). Enterprises are watched by enterprises/
 * (EnterpriseSessionCacheInvalidator).
 */
@Injectable()
export class SessionCacheInvalidator extends ClearOnWriteSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, cache: SessionCache) {
    super(dataSource, { watched: [User, BrowserSession, Timezone], inserts: false, clear: () => cache.clear() });
  }
}
