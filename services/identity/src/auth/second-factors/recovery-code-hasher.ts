import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { MagicCodeSecret } from '../magic-codes/magic-code-secret';

/**
 * The stored form of a recovery code: an HMAC-SHA256 with the server's code secret (MAGIC_CODE_SECRET,
 * under a label of its own) over the user and the normalized code. A code carries 50 bits: a copy of
 * the table without the secret cannot be searched for them offline.
 */
@Injectable()
export class RecoveryCodeHasher {
  private readonly key: Buffer;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.key = MagicCodeSecret.fromConfig(config).key;
  }

  hash(userId: number, normalizedCode: string): string {
    return createHmac('sha256', this.key).update(`recovery-code\n${userId}\n${normalizedCode}`).digest('hex');
  }
}
