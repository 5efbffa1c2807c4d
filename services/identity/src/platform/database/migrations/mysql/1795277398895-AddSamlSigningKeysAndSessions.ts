import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSamlSigningKeysAndSessions1795277398895 implements MigrationInterface {
  name = 'AddSamlSigningKeysAndSessions1795277398895';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `saml_sessions` (`browser_session_id` int NOT NULL, `enterprise_domain_id` int NOT NULL, `name_id` varchar(255) NOT NULL, `name_id_format` varchar(255) NULL, `session_index` varchar(255) NULL, INDEX `IDX_df49c421403256e10ff3ad24ac` (`enterprise_domain_id`, `name_id`), PRIMARY KEY (`browser_session_id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `saml_signing_keys` (`id` int NOT NULL AUTO_INCREMENT, `private_key_pem` text NOT NULL, `certificate_pem` text NOT NULL, `created_at` datetime NOT NULL, `activates_at` datetime NOT NULL, `retires_at` datetime NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `saml_requests` ADD `purpose` varchar(8) NOT NULL DEFAULT 'login'");
    await queryRunner.query("ALTER TABLE `saml_sessions` ADD CONSTRAINT `FK_ff565a595aeb1f36a0c57bc8918` FOREIGN KEY (`browser_session_id`) REFERENCES `browser_sessions`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `saml_sessions` DROP FOREIGN KEY `FK_ff565a595aeb1f36a0c57bc8918`");
    await queryRunner.query("ALTER TABLE `saml_requests` DROP COLUMN `purpose`");
    await queryRunner.query("DROP TABLE `saml_signing_keys`");
    await queryRunner.query("DROP INDEX `IDX_df49c421403256e10ff3ad24ac` ON `saml_sessions`");
    await queryRunner.query("DROP TABLE `saml_sessions`");
  }
}
