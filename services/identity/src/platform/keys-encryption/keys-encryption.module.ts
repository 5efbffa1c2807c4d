import { Global, Module } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../config/config.module';
import type { IdentityConfig } from '../config/identity-config';
import { KeysAtRestService } from './keys-at-rest.service';
import { KeysCipher } from './keys-cipher';
import { keysCipherFromConfig } from './keys-cipher.factory';

/** The cipher of private keys and webhook secrets at rest (KEYS_ENCRYPTION_KEY), for every module that stores them. */
@Global()
@Module({
  providers: [{ provide: KeysCipher, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => keysCipherFromConfig(config) }, KeysAtRestService],
  exports: [KeysCipher, KeysAtRestService],
})
export class KeysEncryptionModule {}
