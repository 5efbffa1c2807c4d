import { Injectable } from '@nestjs/common';
import { ExpiringMap } from '../../platform/cache/expiring-map';
import { Clock } from '../../platform/clock';
import type { SigningKey } from './signing-key.entity';

/**
 * How long the signing keys are answered from memory. Every key this process adds or retires empties
 * the cache at once (SigningKeyCacheInvalidator); the TTL bounds what it cannot see: a rotation by
 * another instance or by the CLI, which signs only after SIGNING_KEY_ACTIVATION_DELAY anyway
 * (docs/adr/0410).
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
  private readonly rows: ExpiringMap<'all', readonly SigningKey[]>;

  constructor(clock: Clock) {
    this.rows = new ExpiringMap(clock, SIGNING_KEY_CACHE_TTL_MS, 1);
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

  clear(): void {
    this.rows.clear();
  }
}
