import { Injectable } from '@nestjs/common';
import { CacheInvalidation, InProcessInvalidation, SharedExpiringMap } from '../platform/cache/cache-invalidation';
import { Clock } from '../platform/clock';

/**
 * How long a domain's answer is kept. Every change to a domain, its SAML provider or an enterprise
 * empties the cache at once on every instance sharing REDIS_URL (ForcedSamlDomainCacheInvalidator,
 * docs/adr/0700); the TTL bounds what no message tells (docs/adr/0410).
 */
export const FORCED_SAML_CACHE_TTL_MS = 5_000;
/** A bound on memory (sign-ins name any domain): past it the oldest entries go first. */
const MAX_ENTRIES = 10_000;

/**
 * The forced-SAML answer per domain name, so a password sign-in does not query the domain and its
 * provider every time (issue 11, scenario 1). `generation` changes with every clearing: a database
 * read that started before a change is not cached after it.
 */
@Injectable()
export class ForcedSamlDomainCache {
  private readonly entries: SharedExpiringMap<string | null>;

  constructor(clock: Clock, invalidation: CacheInvalidation = new InProcessInvalidation()) {
    this.entries = new SharedExpiringMap('forced-saml-domains', invalidation, clock, FORCED_SAML_CACHE_TTL_MS, MAX_ENTRIES);
  }

  get generation(): number {
    return this.entries.generation;
  }

  /** The cached answer (a sign-in address or null), or undefined when the domain is not cached. */
  get(domainName: string): string | null | undefined {
    return this.entries.get(domainName);
  }

  /** Keeps the answer, unless the cache was cleared since `generation` was read. */
  set(domainName: string, loginUrl: string | null, generation: number): void {
    this.entries.set(domainName, loginUrl, generation);
  }

  /** Empties the cache here and on every instance; resolves once the others were told. */
  invalidate(): Promise<void> {
    return this.entries.invalidate();
  }
}
