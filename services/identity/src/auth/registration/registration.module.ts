import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { CaptchaModule } from '../captcha/captcha.module';
import { MagicCodesModule } from '../magic-codes/magic-codes.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { RateLimitsModule } from '../../platform/rate-limits/rate-limits.module';
import { TimezonesModule } from '../../users/timezones/timezones.module';
import { UsersModule } from '../../users/users.module';
import { RegistrationController } from './registration.controller';
import { RegistrationLimiter } from './registration-limiter';
import { RegistrationService } from './registration.service';
import { UserRegistration } from './user-registration.entity';

/** Sign-up by the full and the embedded page (POST /v1/users). */
@Module({
  imports: [TypeOrmModule.forFeature([UserRegistration]), AuditModule, CaptchaModule, MagicCodesModule, PasswordsModule, RateLimitsModule, TimezonesModule, UsersModule],
  controllers: [RegistrationController],
  providers: [RegistrationService, RegistrationLimiter],
})
export class RegistrationModule {}
