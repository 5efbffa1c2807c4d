import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Passkey } from './passkey.entity';
import { PasskeyFactors } from './passkey-factors';
import { WebauthnChallenge } from './webauthn-challenge.entity';

/** Passkeys (WebAuthn): the credentials as second factors, their ceremonies, and the username-less sign-in. */
@Module({
  imports: [TypeOrmModule.forFeature([Passkey, WebauthnChallenge])],
  providers: [PasskeyFactors],
  exports: [PasskeyFactors],
})
export class PasskeysModule {}
