import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSessionSignInMethodAndOidcSessionLinks1795800200000 implements MigrationInterface {
  name = 'AddSessionSignInMethodAndOidcSessionLinks1795800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `browser_sessions` ADD `sign_in_method` varchar(40) NULL");
    await queryRunner.query("ALTER TABLE `oidc_payloads` ADD `account_id` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `oidc_payloads` ADD `browser_session_id` int NULL");
    await queryRunner.query("CREATE INDEX `IDX_531a93be6551c36aa870ca7ca8` ON `oidc_payloads` (`browser_session_id`)");
    await queryRunner.query("CREATE INDEX `IDX_7e0bf0913c8f949c95ba72882c` ON `oidc_payloads` (`account_id`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_7e0bf0913c8f949c95ba72882c` ON `oidc_payloads`");
    await queryRunner.query("DROP INDEX `IDX_531a93be6551c36aa870ca7ca8` ON `oidc_payloads`");
    await queryRunner.query("ALTER TABLE `oidc_payloads` DROP COLUMN `browser_session_id`");
    await queryRunner.query("ALTER TABLE `oidc_payloads` DROP COLUMN `account_id`");
    await queryRunner.query("ALTER TABLE `browser_sessions` DROP COLUMN `sign_in_method`");
  }
}
