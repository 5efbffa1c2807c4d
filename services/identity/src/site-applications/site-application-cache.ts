import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { SiteApplication } from './site-application.entity';

/**
 * How long an application read by client id is answered from memory. Every change this process makes
 * to the catalogue empties the cache at once (SiteApplicationCacheInvalidator), so a secret rotated
 * here stops working at once; the TTL bounds what it cannot see: writes by another instance or by the
 * CLI (docs/adr/0410).
 */
export const SITE_APPLICATION_CACHE_TTL_MS = 5_000;
/** A bound on memory; the catalogue holds a handful of applications, so it is never reached in practice. */
const MAX_ENTRIES = 1_000;

interface Entry {
  application: SiteApplication;
  until: number;
}

/**
 * Applications by client id, read once per few seconds instead of twice per hand-off (issuing the
 * token and authenticating its redemption; issue 11, scenario 3). Unknown client ids are not kept, so
 * a new application needs no clearing and made-up ids cannot fill the memory. `generation` changes
 * with every clearing: a read that started before a change is not cached after it.
 */
@Injectable()
export class SiteApplicationCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    @InjectRepository(SiteApplication) private readonly applications: Repository<SiteApplication>,
    private readonly clock: Clock,
  ) {}

  /** The application of a client id, or null; a copy, so a caller that changes it changes no shared object. */
  async byClientId(clientId: string): Promise<SiteApplication | null> {
    const entry = this.entries.get(clientId);
    if (entry && entry.until > this.clock.now().getTime()) return copyOf(entry.application);
    if (entry) this.entries.delete(clientId);
    const generation = this.generation;
    const application = await this.applications.findOneBy({ clientId });
    if (application && generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(clientId, { application: copyOf(application), until: this.clock.now().getTime() + SITE_APPLICATION_CACHE_TTL_MS });
    }
    return application;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

function copyOf(application: SiteApplication): SiteApplication {
  return Object.assign(new SiteApplication(), application);
}
