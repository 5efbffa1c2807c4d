import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddDomainVerificationDeadline1795267355133 implements MigrationInterface {
  name = 'AddDomainVerificationDeadline1795267355133';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `enterprise_domains` ADD `verification_deadline` datetime NOT NULL");
    await queryRunner.query("ALTER TABLE `enterprise_domains` ADD `last_checked_at` datetime NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `enterprise_domains` DROP COLUMN `last_checked_at`");
    await queryRunner.query("ALTER TABLE `enterprise_domains` DROP COLUMN `verification_deadline`");
  }
}
