import { Inject, Injectable, Optional } from '@nestjs/common';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';
import { threadPoolSize, usableCores } from '../../platform/thread-pool/thread-pool';

/** argon2id, the const enum's value (const enums cannot be read under isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane (docs/adr/0202). */
export const PASSWORD_HASH_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 computations the hasher lets go to libuv's pool at once (docs/adr/0202's addenda,
 * issue 32): one per pool thread that argon2 may fill, at most one per core (thread-pool.ts sizes the
 * pool to the cores), and one more that waits in the pool's own queue. A pool thread that ends a
 * computation then takes the next at once, without waiting for the main thread to hand it over, which
 * may be busy with a statement or an answer; the queued one holds no memory until it runs. The rest
 * wait here, in order, so a file or DNS job queued on the pool waits about one computation at most.
 */
export function argon2ComputationsAtOnce(cores = usableCores(), poolSize = threadPoolSize()): number {
  return Math.min(Math.max(1, cores), poolSize) + 1;
}

/** The number of argon2 computations at once, for tests; argon2ComputationsAtOnce() without it. */
export const ARGON2_COMPUTATIONS_AT_ONCE = Symbol('ARGON2_COMPUTATIONS_AT_ONCE');

/**
 * Hashes and checks passwords; knows when a stored hash was made with older parameters. At most
 * `computationsAtOnce` argon2 computations go to libuv's pool at once; the others wait here, in order.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;
  private readonly computing: ReturnType<typeof pLimit>;

  constructor(@Optional() @Inject(ARGON2_COMPUTATIONS_AT_ONCE) computationsAtOnce?: number) {
    this.computing = pLimit(Math.max(1, computationsAtOnce ?? argon2ComputationsAtOnce()));
  }

  hash(password: string): Promise<string> {
    return this.computing(() => hash(password, PASSWORD_HASH_PARAMETERS));
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await this.computing(() => verify(passwordHash, password));
    } catch {
      // A damaged or foreign hash never signs anyone in.
      return false;
    }
  }

  /**
   * Spends the same work as a real check, for an unknown email: the answer's timing must not tell
   * whether an account exists.
   */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash('dummy password that no account has');
    await this.verify(await this.dummyHash, password);
    return false;
  }

  needsRehash(passwordHash: string): boolean {
    try {
      const current = parseOptions(passwordHash);
      return (
        current.algorithm !== PASSWORD_HASH_PARAMETERS.algorithm ||
        current.memoryCost !== PASSWORD_HASH_PARAMETERS.memoryCost ||
        current.timeCost !== PASSWORD_HASH_PARAMETERS.timeCost ||
        current.parallelism !== PASSWORD_HASH_PARAMETERS.parallelism
      );
    } catch {
      return true;
    }
  }
}
