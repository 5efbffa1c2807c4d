import { availableParallelism } from 'node:os';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id, the const enum's value (const enums cannot be read under isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane (docs/adr/0202). */
export const PASSWORD_HASH_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many argon2 computations run at once for a database engine (docs/adr/0202's addenda, issue 32).
 * Each holds its 19 MiB while it runs, and it is pure CPU, so about one per core fills the machine.
 * With a database server (MariaDB, MySQL) the statements are asynchronous and the server needs its
 * share of the cores: one per core. With SQLite every statement runs synchronously on the main thread,
 * which then cannot start the computation that should follow one that ended: a second one per core
 * keeps the cores busy through those statements.
 */
export function argon2ComputationsAtOnce(engine: 'sqlite' | 'mysql', cores = availableParallelism()): number {
  const perCore = engine === 'sqlite' ? 2 : 1;
  return Math.max(1, cores) * perCore;
}

/** The number of argon2 computations at once (PasswordsModule gives it for the configured engine). */
export const ARGON2_COMPUTATIONS_AT_ONCE = Symbol('ARGON2_COMPUTATIONS_AT_ONCE');

/**
 * Hashes and checks passwords; knows when a stored hash was made with older parameters. At most
 * `computationsAtOnce` argon2 computations run at once; the others wait here, in order, not in libuv's
 * pool, so the pool keeps threads for files and DNS and the memory stays bounded.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;
  private readonly computing: ReturnType<typeof pLimit>;

  constructor(@Optional() @Inject(ARGON2_COMPUTATIONS_AT_ONCE) computationsAtOnce?: number) {
    this.computing = pLimit(Math.max(1, computationsAtOnce ?? argon2ComputationsAtOnce('mysql')));
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
