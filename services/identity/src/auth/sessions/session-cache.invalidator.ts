import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClearOnWriteSubscriber } from '../../platform/cache/clear-on-write.subscriber';
import { Timezone } from '../../users/timezones/timezone.entity';
import { User } from '../../users/user.entity';
import { BrowserSession } from './browser-session.entity';
import { SessionCache } from './session-cache';

/**
 * Empties the session cache on every instance whenever this process updates or deletes what a cached
 * session holds or depends on (a new row changes no cached answer): sign-out, force logout, disabling,
 * password change, a role change, an impersonation's end. Enterprises are watched by enterprises/
 * (EnterpriseSessionCacheInvalidator). The session INSERT is a plain statement, unseen and unneeded.
 */
@Injectable()
export class SessionCacheInvalidator extends ClearOnWriteSubscriber {
  constructor(@InjectDataSource() dataSource: DataSource, cache: SessionCache) {
    super(dataSource, { watched: [User, BrowserSession, Timezone], inserts: false, invalidate: () => cache.invalidate() });
  }
}
