import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { SecondFactorsModule } from '../second-factors/second-factors.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../../users/users.module';
import { SocialClients } from './social-clients';
import { SocialController } from './social.controller';
import { SocialIdentity } from './social-identity.entity';
import { SocialSignInFlow } from './social-sign-in.flow';
import { SocialSignInService } from './social-sign-in.service';
import { SocialStateCookie } from './social-state-cookie';

/** Facebook and LinkedIn sign-in pop-ups (SPEC §7). */
@Module({
  imports: [TypeOrmModule.forFeature([SocialIdentity]), AuditModule, SecondFactorsModule, SessionsModule, UsersModule],
  controllers: [SocialController],
  providers: [SocialClients, SocialStateCookie, SocialSignInService, SocialSignInFlow],
})
export class SocialModule {}
