import { Injectable } from '@nestjs/common';
import { ExpiringMap } from '../platform/cache/expiring-map';
import { Clock } from '../platform/clock';

/**
 * How long a domain's answer is kept. Every change this process makes to a domain, its SAML provider
 * or an enterprise empties the cache at once (ForcedSamlDomainCacheInvalidator); the TTL bounds what
 * it cannot see: writes by another instance or by the CLI (docs/adr/0410).
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
  private readonly entries: ExpiringMap<string, string | null>;

  constructor(clock: Clock) {
    this.entries = new ExpiringMap(clock, FORCED_SAML_CACHE_TTL_MS, MAX_ENTRIES);
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

  clear(): void {
    this.entries.clear();
  }
}
