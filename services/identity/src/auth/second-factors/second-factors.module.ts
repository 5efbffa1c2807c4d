import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { MailModule } from '../../platform/mail/mail.module';
import { UsersModule } from '../../users/users.module';
import { PasskeysModule } from '../passkeys/passkeys.module';
import { RecoveryCode } from './recovery-code.entity';
import { SecondFactorHolders } from './second-factor-holders';
import { SecondFactorReset } from './second-factor-reset';
import { SecondFactorResetController } from './second-factor-reset.controller';
import { SecondStepChallenge } from './second-step-challenge.entity';
import { TotpFactor } from './totp-factor.entity';

/** Second factors (issue 29): authenticator apps, recovery codes, the second step of sign-in, resets. */
@Module({
  imports: [TypeOrmModule.forFeature([TotpFactor, RecoveryCode, SecondStepChallenge]), AuditModule, MailModule, PasskeysModule, UsersModule],
  controllers: [SecondFactorResetController],
  providers: [SecondFactorHolders, SecondFactorReset],
  exports: [SecondFactorHolders, SecondFactorReset],
})
export class SecondFactorsModule {}
