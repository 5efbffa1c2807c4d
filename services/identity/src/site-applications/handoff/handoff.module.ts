import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { SessionsModule } from '../../auth/sessions/sessions.module';
import { SigningKeysModule } from '../signing-keys/signing-keys.module';
import { SiteApplicationsModule } from '../catalogue/site-applications.module';
import { HandoffToken } from './handoff-token.entity';
import { HandoffTokensService } from './handoff-tokens.service';
import { HandoffController } from './handoff.controller';
import { HandoffService } from './handoff.service';

/** GET /v1/users/me/session and POST /v1/handoff/redeem. */
@Module({
  imports: [TypeOrmModule.forFeature([HandoffToken]), AuditModule, SessionsModule, SigningKeysModule, SiteApplicationsModule],
  controllers: [HandoffController],
  providers: [HandoffService, HandoffTokensService],
})
export class HandoffModule {}
