import { Injectable } from '@nestjs/common';
import { CacheInvalidation, InProcessInvalidation, SharedExpiringMap } from '../../platform/cache/cache-invalidation';
import { Clock } from '../../platform/clock';
import type { SigningKey } from './signing-key.entity';

/**
 * How long the signing keys are answered from memory. Every key added or retired empties the cache
 * at once on every instance sharing REDIS_URL, the CLI's rotations included (SigningKeyCacheInvalidator,
 * docs/adr/0700); the TTL bounds what no message tells, and a new key signs only after
 * SIGNING_KEY_ACTIVATION_DELAY anyway (docs/adr/0410).
 */
export const SIGNING_KEY_CACHE_TTL_MS = 5_000;

/**
 * The rows of signing_keys, so a redemption does not read them all to find the current key (issue 11,
 * scenario 3). The rows are kept, not the answer: which key signs depends on the clock, and is
 * decided on every call. `generation` changes with every clearing: a read that started before a
 * change is not cached after it.
 */
@Injectable()
export class SigningKeyCache {
  /** One entry: all the rows. */
  private readonly rows: SharedExpiringMap<readonly SigningKey[]>;

  constructor(clock: Clock, invalidation: CacheInvalidation = new InProcessInvalidation()) {
    this.rows = new SharedExpiringMap('signing-keys', invalidation, clock, SIGNING_KEY_CACHE_TTL_MS, 1);
  }

  get generation(): number {
    return this.rows.generation;
  }

  get(): readonly SigningKey[] | null {
    return this.rows.get('all') ?? null;
  }

  /** Keeps the rows, unless the cache was cleared since `generation` was read. */
  set(keys: readonly SigningKey[], generation: number): void {
    this.rows.set('all', keys, generation);
  }

  /** Empties the cache here and on every instance; resolves once the others were told. */
  invalidate(): Promise<void> {
    return this.rows.invalidate();
  }
}
