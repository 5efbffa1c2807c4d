import { type DynamicModule, Global, Module } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { KeysAtRestService } from './keys-at-rest.service';
import { KeysCipher } from './keys-cipher';
import { keysCipherFromConfig } from './keys-cipher.factory';
import { SEALED_COLUMNS, type SealedColumn } from './sealed-columns';

/**
 * The cipher of private keys and webhook secrets at rest (KEYS_ENCRYPTION_KEY), for every module that
 * stores them, and the re-sealing of `sealedColumns` (given by the composition root: they belong to
 * modules above platform).
 */
@Global()
@Module({})
export class KeysEncryptionModule {
  static forRoot(sealedColumns: readonly SealedColumn[]): DynamicModule {
    return {
      module: KeysEncryptionModule,
      providers: [
        { provide: KeysCipher, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => keysCipherFromConfig(config) },
        { provide: SEALED_COLUMNS, useValue: sealedColumns },
        KeysAtRestService,
      ],
      exports: [KeysCipher, KeysAtRestService],
    };
  }
}
