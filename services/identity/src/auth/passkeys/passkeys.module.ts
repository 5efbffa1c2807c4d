import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { RateLimitsModule } from '../../platform/rate-limits/rate-limits.module';
import { UsersModule } from '../../users/users.module';
import { SessionsModule } from '../sessions/sessions.module';
import { Passkey } from './passkey.entity';
import { PasskeyCeremonies } from './passkey-ceremonies';
import { PasskeyFactors } from './passkey-factors';
import { PasskeySignInController } from './passkey-sign-in.controller';
import { PasskeySignInLimit } from './passkey-sign-in-limit';
import { PasskeySignIn } from './passkey-sign-in.service';
import { RelyingParty } from './relying-party';
import { WebauthnChallenge } from './webauthn-challenge.entity';
import { WebauthnChallenges } from './webauthn-challenges';

/**
 * Passkeys (WebAuthn, docs/adr/0901-passkeys.md): the credentials as second factors, their
 * ceremonies (exported for the second step and the Security tab), and the username-less sign-in.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Passkey, WebauthnChallenge]), AuditModule, RateLimitsModule, SessionsModule, UsersModule],
  controllers: [PasskeySignInController],
  providers: [
    PasskeyFactors,
    PasskeyCeremonies,
    WebauthnChallenges,
    PasskeySignIn,
    PasskeySignInLimit,
    { provide: RelyingParty, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => RelyingParty.fromConfig(config) },
  ],
  exports: [PasskeyFactors, PasskeyCeremonies],
})
export class PasskeysModule {}
