import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * browser_sessions.impersonator_session_id (ADR 0237): an impersonation names the administrator's own
 * session it was opened from, and ends with it (ON DELETE CASCADE).
 */
export class BoundImpersonations1795758500000 implements MigrationInterface {
  name = 'BoundImpersonations1795758500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `browser_sessions` ADD `impersonator_session_id` int NULL");
    await queryRunner.query("CREATE INDEX `IDX_919b6a2940064d12663686257c` ON `browser_sessions` (`impersonator_session_id`)");
    await queryRunner.query("ALTER TABLE `browser_sessions` ADD CONSTRAINT `FK_919b6a2940064d12663686257ca` FOREIGN KEY (`impersonator_session_id`) REFERENCES `browser_sessions`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `browser_sessions` DROP FOREIGN KEY `FK_919b6a2940064d12663686257ca`");
    await queryRunner.query("DROP INDEX `IDX_919b6a2940064d12663686257c` ON `browser_sessions`");
    await queryRunner.query("ALTER TABLE `browser_sessions` DROP COLUMN `impersonator_session_id`");
  }
}
