import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { UsersModule } from '../../users/users.module';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

/**
 * The audit viewer's API (issue 30, docs/adr/1002-audit-viewer.md). It sits in enterprises/ because an
 * enterprise administrator reads their enterprise's rows; the rows are read through platform/audit's
 * AuditQuery and emails resolved through users/.
 */
@Module({
  imports: [AuditModule, UsersModule],
  controllers: [ActivityController],
  providers: [ActivityService],
})
export class ActivityModule {}
