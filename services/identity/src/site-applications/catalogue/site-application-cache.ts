import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CacheInvalidation, SharedExpiringMap } from '../../platform/cache/cache-invalidation';
import { copyOfEntity } from '../../platform/cache/expiring-map';
import { Clock } from '../../platform/clock';
import { SiteApplication } from './site-application.entity';

/**
 * How long an application read by client id is answered from memory. Every change to the catalogue
 * empties the cache at once on every instance sharing REDIS_URL, the CLI's included
 * (SiteApplicationCacheInvalidator, docs/adr/0700), so a rotated secret stops working everywhere at
 * once; the TTL bounds what no message tells (docs/adr/0410).
 */
export const SITE_APPLICATION_CACHE_TTL_MS = 5_000;
/** A bound on memory; the catalogue holds a handful of applications, so it is never reached in practice. */
const MAX_ENTRIES = 1_000;

/**
 * Applications by client id, read once per few seconds instead of twice per hand-off (issuing the
 * token and authenticating its redemption; issue 11, scenario 3). Unknown client ids are not kept, so
 * a new application needs no clearing and made-up ids cannot fill the memory. `generation` changes
 * with every clearing: a read that started before a change is not cached after it.
 */
@Injectable()
export class SiteApplicationCache {
  private readonly entries: SharedExpiringMap<SiteApplication>;

  constructor(
    @InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>,
    clock: Clock,
    invalidation: CacheInvalidation,
  ) {
    this.entries = new SharedExpiringMap('site-applications', invalidation, clock, SITE_APPLICATION_CACHE_TTL_MS, MAX_ENTRIES);
  }

  /** The application of a client id, or null; a copy, so a caller that changes it changes no shared object. */
  async byClientId(clientId: string): Promise<SiteApplication | null> {
    const cached = this.entries.get(clientId);
    if (cached) return copyOfEntity(cached);
    const generation = this.entries.generation;
    const application = await this.applications.findOneBy({ clientId });
    if (application) this.entries.set(clientId, copyOfEntity(application), generation);
    return application;
  }

  /** Empties the cache here and on every instance; resolves once the others were told. */
  invalidate(): Promise<void> {
    return this.entries.invalidate();
  }
}
