import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 25 items 5 and 8 (ADR 0235): an AuthnRequest's browser binding, and a provider's SHA-1 opt-in. */
export class SamlBrowserBindingAndSha1OptIn1795758181001 implements MigrationInterface {
  name = 'SamlBrowserBindingAndSha1OptIn1795758181001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `saml_requests` ADD `browser_binding_hash` varchar(64) NULL');
    await queryRunner.query('ALTER TABLE `saml_authentication_providers` ADD `allow_sha1_signatures` tinyint NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `saml_authentication_providers` DROP COLUMN `allow_sha1_signatures`');
    await queryRunner.query('ALTER TABLE `saml_requests` DROP COLUMN `browser_binding_hash`');
  }
}
