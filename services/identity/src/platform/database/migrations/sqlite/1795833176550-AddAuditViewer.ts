import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit viewer (issue 30, docs/adr/1002-audit-viewer.md): audit_logs.enterprise_id, the enterprise
 * a row belongs to, and (column, id) indexes for the viewer's filters paged newest first; (event, id)
 * replaces the index on event alone. Existing rows get the enterprise their details name (directly or
 * through a domain), else their subject's enterprise of today, the best that is known of the past.
 */
export class AddAuditViewer1795833176550 implements MigrationInterface {
  name = 'AddAuditViewer1795833176550';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_264523c2263f7e2bd1aa2a9af2"');
    await queryRunner.query('ALTER TABLE "audit_logs" ADD "enterprise_id" integer');
    await queryRunner.query(
      `UPDATE "audit_logs" SET "enterprise_id" = CAST(json_extract("details", '$.enterpriseId') AS INTEGER) WHERE "details" LIKE '%"enterpriseId":%' AND json_valid("details")`,
    );
    await queryRunner.query(
      `UPDATE "audit_logs" SET "enterprise_id" = (SELECT "d"."enterprise_id" FROM "enterprise_domains" "d" WHERE "d"."id" = json_extract("audit_logs"."details", '$.domainId')) WHERE "enterprise_id" IS NULL AND "details" LIKE '%"domainId":%' AND json_valid("details")`,
    );
    await queryRunner.query(
      'UPDATE "audit_logs" SET "enterprise_id" = (SELECT "u"."enterprise_id" FROM "users" "u" WHERE "u"."id" = "audit_logs"."subject_id") WHERE "enterprise_id" IS NULL AND "subject_id" IS NOT NULL',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_logs_ip" ON "audit_logs" ("ip", "id") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_logs_event" ON "audit_logs" ("event", "id") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_logs_subject_id" ON "audit_logs" ("subject_id", "id") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_logs_actor_id" ON "audit_logs" ("actor_id", "id") ');
    await queryRunner.query('CREATE INDEX "IDX_audit_logs_enterprise_id" ON "audit_logs" ("enterprise_id", "id") ');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_audit_logs_enterprise_id"');
    await queryRunner.query('DROP INDEX "IDX_audit_logs_actor_id"');
    await queryRunner.query('DROP INDEX "IDX_audit_logs_subject_id"');
    await queryRunner.query('DROP INDEX "IDX_audit_logs_event"');
    await queryRunner.query('DROP INDEX "IDX_audit_logs_ip"');
    await queryRunner.query('ALTER TABLE "audit_logs" DROP COLUMN "enterprise_id"');
    await queryRunner.query('CREATE INDEX "IDX_264523c2263f7e2bd1aa2a9af2" ON "audit_logs" ("event") ');
  }
}
