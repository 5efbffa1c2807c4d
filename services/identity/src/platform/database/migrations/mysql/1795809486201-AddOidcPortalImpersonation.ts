import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOidcPortalImpersonation1795809486201 implements MigrationInterface {
  name = 'AddOidcPortalImpersonation1795809486201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `oidc_payloads` ADD `portal_impersonation` tinyint NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `oidc_payloads` DROP COLUMN `portal_impersonation`");
  }
}
