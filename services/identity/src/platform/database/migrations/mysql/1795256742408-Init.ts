import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1795256742408 implements MigrationInterface {
  name = 'Init1795256742408';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `saml_authentication_providers` (`id` int NOT NULL AUTO_INCREMENT, `enterprise_domain_id` int NOT NULL, `provider_issuer` varchar(1024) NOT NULL, `signon_service_url` varchar(2048) NOT NULL, `logout_service_url` varchar(2048) NULL, `provider_certificate` text NOT NULL, `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_8021a549296acbc0655e88dc0e` (`enterprise_domain_id`), UNIQUE INDEX `REL_8021a549296acbc0655e88dc0e` (`enterprise_domain_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `enterprise_domains` (`id` int NOT NULL AUTO_INCREMENT, `enterprise_id` int NOT NULL, `name` varchar(253) NOT NULL, `txt_code` varchar(64) NOT NULL, `is_verified` tinyint NOT NULL DEFAULT 0, `is_verification_failed` tinyint NOT NULL DEFAULT 0, `authentication_provider_type` enum ('LOCAL', 'SAML') NOT NULL DEFAULT 'LOCAL', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_a505b7895b3bf06a440a99f7ca` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `enterprises` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(100) NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `timezones` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(64) NOT NULL, UNIQUE INDEX `IDX_b6248bf632ed7b73d6e96a2621` (`name`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `users` (`id` int NOT NULL AUTO_INCREMENT, `uuid` varchar(36) NOT NULL, `first_name` varchar(100) NOT NULL, `last_name` varchar(100) NOT NULL, `job_title` varchar(100) NOT NULL DEFAULT '', `email` varchar(254) NOT NULL, `mobile_number` varchar(30) NOT NULL DEFAULT '', `timezone_id` int NULL, `role` enum ('SYSADMIN', 'USER') NOT NULL DEFAULT 'USER', `is_enterprise_administrator` tinyint NOT NULL DEFAULT 0, `enterprise_id` int NULL, `is_verified` tinyint NOT NULL DEFAULT 0, `is_disabled` tinyint NOT NULL DEFAULT 0, `is_force_reset_password` tinyint NOT NULL DEFAULT 0, `password_hash` varchar(255) NULL, `avatar_updated_at` datetime NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_951b8f1dfc94ac1d0301a14b7e` (`uuid`), UNIQUE INDEX `IDX_97672ac88f789774dd47f7c8be` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `audit_logs` (`id` int NOT NULL AUTO_INCREMENT, `event` varchar(64) NOT NULL, `actor_id` int NULL, `subject_id` int NULL, `ip` varchar(45) NULL, `details` text NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_264523c2263f7e2bd1aa2a9af2` (`event`), INDEX `IDX_2cd10fda8276bb995288acfbfb` (`created_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `eulas` (`id` int NOT NULL AUTO_INCREMENT, `application_key` varchar(64) NOT NULL, `content` text NOT NULL, `published_at` datetime NOT NULL, INDEX `IDX_b5505c9ec3137acf998db2a469` (`application_key`, `published_at`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `eula_acceptances` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `eula_id` int NOT NULL, `accepted_at` datetime NOT NULL, UNIQUE INDEX `IDX_7404c773cf75603ee6d5f11b04` (`user_id`, `eula_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `browser_sessions` (`id` int NOT NULL AUTO_INCREMENT, `token_hash` varchar(64) NOT NULL, `user_id` int NOT NULL, `impersonator_id` int NULL, `created_at` datetime NOT NULL, `last_seen_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `ip` varchar(45) NULL, `user_agent` varchar(512) NULL, INDEX `IDX_af244312d727c5b958dcce323a` (`user_id`), INDEX `IDX_332df25f12fd11ca3c9fd2feae` (`expires_at`), UNIQUE INDEX `IDX_d33775a72f4cafb275ea23f26b` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `site_applications` (`id` int NOT NULL AUTO_INCREMENT, `client_id` varchar(100) NOT NULL, `name` varchar(30) NOT NULL, `description` text NOT NULL, `image_url` varchar(2048) NOT NULL, `base_url` varchar(2048) NOT NULL, `callback_url` varchar(2048) NOT NULL, `webhook_url` varchar(2048) NOT NULL, `sysadmin_url` varchar(2048) NULL, `ordering_number` int NOT NULL, `post_callback_url` varchar(2048) NULL, `theme` enum ('primary', 'primary-alt', 'yellow', 'white') NOT NULL DEFAULT 'primary', `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updated_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_76907da114997790ad4317ff59` (`client_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `user_avatars` (`user_id` int NOT NULL, `mime_type` varchar(32) NOT NULL, `content` mediumblob NOT NULL, PRIMARY KEY (`user_id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `saml_authentication_providers` ADD CONSTRAINT `FK_8021a549296acbc0655e88dc0e8` FOREIGN KEY (`enterprise_domain_id`) REFERENCES `enterprise_domains`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `enterprise_domains` ADD CONSTRAINT `FK_462a4cef0c34ffc9f22206423f0` FOREIGN KEY (`enterprise_id`) REFERENCES `enterprises`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `users` ADD CONSTRAINT `FK_5f3df39284adf1f47ff3ce2cfde` FOREIGN KEY (`timezone_id`) REFERENCES `timezones`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `users` ADD CONSTRAINT `FK_fbe644d8ff0b13dae28f312b987` FOREIGN KEY (`enterprise_id`) REFERENCES `enterprises`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `audit_logs` ADD CONSTRAINT `FK_177183f29f438c488b5e8510cdb` FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `audit_logs` ADD CONSTRAINT `FK_7cf69698c0978bf7596b33d8e52` FOREIGN KEY (`subject_id`) REFERENCES `users`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `eula_acceptances` ADD CONSTRAINT `FK_e3115b70b263bf94eec970cf6e0` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `eula_acceptances` ADD CONSTRAINT `FK_cbe6446492eac218c1a3a29d95d` FOREIGN KEY (`eula_id`) REFERENCES `eulas`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `browser_sessions` ADD CONSTRAINT `FK_af244312d727c5b958dcce323a8` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `browser_sessions` ADD CONSTRAINT `FK_f9fe33efe0da46a527d11db3508` FOREIGN KEY (`impersonator_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `user_avatars` ADD CONSTRAINT `FK_2681c26ee00a969a6143ab8d38c` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `user_avatars` DROP FOREIGN KEY `FK_2681c26ee00a969a6143ab8d38c`");
    await queryRunner.query("ALTER TABLE `browser_sessions` DROP FOREIGN KEY `FK_f9fe33efe0da46a527d11db3508`");
    await queryRunner.query("ALTER TABLE `browser_sessions` DROP FOREIGN KEY `FK_af244312d727c5b958dcce323a8`");
    await queryRunner.query("ALTER TABLE `eula_acceptances` DROP FOREIGN KEY `FK_cbe6446492eac218c1a3a29d95d`");
    await queryRunner.query("ALTER TABLE `eula_acceptances` DROP FOREIGN KEY `FK_e3115b70b263bf94eec970cf6e0`");
    await queryRunner.query("ALTER TABLE `audit_logs` DROP FOREIGN KEY `FK_7cf69698c0978bf7596b33d8e52`");
    await queryRunner.query("ALTER TABLE `audit_logs` DROP FOREIGN KEY `FK_177183f29f438c488b5e8510cdb`");
    await queryRunner.query("ALTER TABLE `users` DROP FOREIGN KEY `FK_fbe644d8ff0b13dae28f312b987`");
    await queryRunner.query("ALTER TABLE `users` DROP FOREIGN KEY `FK_5f3df39284adf1f47ff3ce2cfde`");
    await queryRunner.query("ALTER TABLE `enterprise_domains` DROP FOREIGN KEY `FK_462a4cef0c34ffc9f22206423f0`");
    await queryRunner.query("ALTER TABLE `saml_authentication_providers` DROP FOREIGN KEY `FK_8021a549296acbc0655e88dc0e8`");
    await queryRunner.query("DROP TABLE `user_avatars`");
    await queryRunner.query("DROP INDEX `IDX_76907da114997790ad4317ff59` ON `site_applications`");
    await queryRunner.query("DROP TABLE `site_applications`");
    await queryRunner.query("DROP INDEX `IDX_d33775a72f4cafb275ea23f26b` ON `browser_sessions`");
    await queryRunner.query("DROP INDEX `IDX_332df25f12fd11ca3c9fd2feae` ON `browser_sessions`");
    await queryRunner.query("DROP INDEX `IDX_af244312d727c5b958dcce323a` ON `browser_sessions`");
    await queryRunner.query("DROP TABLE `browser_sessions`");
    await queryRunner.query("DROP INDEX `IDX_7404c773cf75603ee6d5f11b04` ON `eula_acceptances`");
    await queryRunner.query("DROP TABLE `eula_acceptances`");
    await queryRunner.query("DROP INDEX `IDX_b5505c9ec3137acf998db2a469` ON `eulas`");
    await queryRunner.query("DROP TABLE `eulas`");
    await queryRunner.query("DROP INDEX `IDX_2cd10fda8276bb995288acfbfb` ON `audit_logs`");
    await queryRunner.query("DROP INDEX `IDX_264523c2263f7e2bd1aa2a9af2` ON `audit_logs`");
    await queryRunner.query("DROP TABLE `audit_logs`");
    await queryRunner.query("DROP INDEX `IDX_97672ac88f789774dd47f7c8be` ON `users`");
    await queryRunner.query("DROP INDEX `IDX_951b8f1dfc94ac1d0301a14b7e` ON `users`");
    await queryRunner.query("DROP TABLE `users`");
    await queryRunner.query("DROP INDEX `IDX_b6248bf632ed7b73d6e96a2621` ON `timezones`");
    await queryRunner.query("DROP TABLE `timezones`");
    await queryRunner.query("DROP TABLE `enterprises`");
    await queryRunner.query("DROP INDEX `IDX_a505b7895b3bf06a440a99f7ca` ON `enterprise_domains`");
    await queryRunner.query("DROP TABLE `enterprise_domains`");
    await queryRunner.query("DROP INDEX `REL_8021a549296acbc0655e88dc0e` ON `saml_authentication_providers`");
    await queryRunner.query("DROP INDEX `IDX_8021a549296acbc0655e88dc0e` ON `saml_authentication_providers`");
    await queryRunner.query("DROP TABLE `saml_authentication_providers`");
  }
}
