import type { MigrationInterface, QueryRunner } from 'typeorm';

/** site_applications.oidc (issue 28): an application's settings as an OpenID Connect client, JSON; null for hand-off only. */
export class AddOidcClientSettings1795800000000 implements MigrationInterface {
  name = 'AddOidcClientSettings1795800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `site_applications` ADD `oidc` text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `site_applications` DROP COLUMN `oidc`');
  }
}
