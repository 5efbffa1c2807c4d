import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IDENTITY_CONFIG } from '../../platform/config/config.module';
import type { IdentityConfig } from '../../platform/config/identity-config';
import { AltchaCaptcha } from './altcha-captcha';
import { CaptchaController } from './captcha.controller';
import { CaptchaSecret } from './captcha-secret';
import { CaptchaVerifier } from './captcha-verifier';
import { RecaptchaCaptcha } from './recaptcha-captcha';
import { SpentCaptchaChallenge } from './spent-captcha-challenge.entity';

/** The sign-up captcha: ALTCHA challenges and the verifier of the configured provider. */
@Module({
  imports: [TypeOrmModule.forFeature([SpentCaptchaChallenge])],
  controllers: [CaptchaController],
  providers: [
    AltchaCaptcha,
    RecaptchaCaptcha,
    { provide: CaptchaSecret, inject: [IDENTITY_CONFIG], useFactory: (config: IdentityConfig) => CaptchaSecret.fromConfig(config) },
    {
      provide: CaptchaVerifier,
      inject: [IDENTITY_CONFIG, AltchaCaptcha, RecaptchaCaptcha],
      useFactory: (config: IdentityConfig, altcha: AltchaCaptcha, recaptcha: RecaptchaCaptcha): CaptchaVerifier =>
        config.captcha.provider === 'altcha' ? altcha : recaptcha,
    },
  ],
  exports: [CaptchaVerifier],
})
export class CaptchaModule {}
