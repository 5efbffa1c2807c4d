import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { type Algorithm, hash, parseOptions, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

/** argon2id, the const enum's value (const enums cannot be read under isolatedModules). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id recommendation: 19 MiB, 2 passes, 1 lane (docs/adr/0202). */
export const PASSWORD_HASH_PARAMETERS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Hashes and checks passwords; knows when a stored hash was made with older parameters.
 *
 * At most one argon2 computation per core runs at once (docs/adr/0202, issue 32). Each holds its 19
 * MiB while it runs, and it is pure CPU: on libuv's default pool of 4 threads a 2-core machine ran
 * 4 at a time, 76 MiB of memory for the throughput of 2, and the pool had no thread left for files or
 * DNS while sign-ins queued. The others wait here, in order.
 */
@Injectable()
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;
  private readonly computing = pLimit(Math.max(1, availableParallelism()));

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
