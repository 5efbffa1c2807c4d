import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit-log.entity';
import { AuditQuery } from './audit-query';
import { AuditService } from './audit.service';

/** The audit log: AuditService writes it, AuditQuery reads it for the audit viewer (docs/adr/1002-audit-viewer.md). */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog])],
  providers: [AuditService, AuditQuery],
  exports: [AuditService, AuditQuery],
})
export class AuditModule {}
