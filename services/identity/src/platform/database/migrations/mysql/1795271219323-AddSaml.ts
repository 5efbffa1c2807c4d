import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSaml1795271219323 implements MigrationInterface {
  name = 'AddSaml1795271219323';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `saml_requests` (`id` varchar(64) NOT NULL, `enterprise_domain_id` int NOT NULL, `client_id` varchar(100) NULL, `return_to` varchar(2048) NULL, `seq` varchar(256) NULL, `issued_at` varchar(40) NOT NULL, `expires_at` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `saml_users` (`id` int NOT NULL AUTO_INCREMENT, `enterprise_domain_id` int NOT NULL, `name_id` varchar(255) NOT NULL, `user_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_3246a7463ce4bd65bfb66eccf0` (`enterprise_domain_id`, `name_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `spent_saml_assertions` (`id` varchar(64) NOT NULL, `expires_at` datetime NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `saml_authentication_providers` ADD `is_forced` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `saml_users` ADD CONSTRAINT `FK_73f0a85699588f796c112ed69d6` FOREIGN KEY (`enterprise_domain_id`) REFERENCES `enterprise_domains`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `saml_users` ADD CONSTRAINT `FK_1e416d3049addf3d3a67f8cb594` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `saml_users` DROP FOREIGN KEY `FK_1e416d3049addf3d3a67f8cb594`");
    await queryRunner.query("ALTER TABLE `saml_users` DROP FOREIGN KEY `FK_73f0a85699588f796c112ed69d6`");
    await queryRunner.query("ALTER TABLE `saml_authentication_providers` DROP COLUMN `is_forced`");
    await queryRunner.query("DROP TABLE `spent_saml_assertions`");
    await queryRunner.query("DROP INDEX `IDX_3246a7463ce4bd65bfb66eccf0` ON `saml_users`");
    await queryRunner.query("DROP TABLE `saml_users`");
    await queryRunner.query("DROP TABLE `saml_requests`");
  }
}
