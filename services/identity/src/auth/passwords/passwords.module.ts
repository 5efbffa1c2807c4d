import { Module } from '@nestjs/common';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { ARGON2_COMPUTATIONS_AT_ONCE, PasswordHasher, argon2ComputationsAtOnce } from './password-hasher';

@Module({
  providers: [
    PasswordHasher,
    {
      provide: ARGON2_COMPUTATIONS_AT_ONCE,
      useFactory: (config: IdentityConfig) => argon2ComputationsAtOnce(config.database.engine),
      inject: [IDENTITY_CONFIG],
    },
  ],
  exports: [PasswordHasher],
})
export class PasswordsModule {}
