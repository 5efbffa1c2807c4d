import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddHandOff1795266738930 implements MigrationInterface {
  name = 'AddHandOff1795266738930';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `handoff_tokens` (`id` int NOT NULL AUTO_INCREMENT, `token_hash` varchar(64) NOT NULL, `user_id` int NOT NULL, `site_application_id` int NOT NULL, `session_id` int NOT NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `used_at` datetime NULL, INDEX `IDX_f4dac815738e0e9a10f247c6e1` (`user_id`), INDEX `IDX_b7a8d45fbb92ff3c0c4469e726` (`session_id`), INDEX `IDX_de1fb0bbb3d2c8dd5270f13539` (`expires_at`), UNIQUE INDEX `IDX_88f4e6d636a3aefe388759aa9d` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `signing_keys` (`id` int NOT NULL AUTO_INCREMENT, `kid` varchar(64) NOT NULL, `private_jwk` text NOT NULL, `public_jwk` text NOT NULL, `created_at` datetime NOT NULL, `activates_at` datetime NOT NULL, `retires_at` datetime NULL, UNIQUE INDEX `IDX_13362ac3e792c69417e1a53d35` (`kid`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `webhook_deliveries` (`id` int NOT NULL AUTO_INCREMENT, `delivery_id` varchar(36) NOT NULL, `site_application_id` int NOT NULL, `event` enum ('user.updated', 'user.disabled', 'user.logged_out', 'user.deleted') NOT NULL, `payload` text NOT NULL, `created_at` datetime NOT NULL, `next_attempt_at` datetime NOT NULL, `attempts` int NOT NULL DEFAULT '0', `lease_owner` varchar(36) NULL, `lease_until` datetime NULL, `last_status` int NULL, `last_error` varchar(255) NULL, `delivered_at` datetime NULL, `given_up_at` datetime NULL, INDEX `IDX_4181924e951ac288353ce7a072` (`site_application_id`), INDEX `IDX_57af77e0010e6946082ad098a5` (`delivered_at`, `given_up_at`, `next_attempt_at`), UNIQUE INDEX `IDX_6c1db1ec505a69c927e3c4dcee` (`delivery_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `site_applications` ADD `client_secret_hash` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `site_applications` ADD `webhook_secret` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `handoff_tokens` ADD CONSTRAINT `FK_f4dac815738e0e9a10f247c6e1f` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `handoff_tokens` ADD CONSTRAINT `FK_3c646a586ed5ea18862b423cfed` FOREIGN KEY (`site_application_id`) REFERENCES `site_applications`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `handoff_tokens` ADD CONSTRAINT `FK_b7a8d45fbb92ff3c0c4469e7264` FOREIGN KEY (`session_id`) REFERENCES `browser_sessions`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `webhook_deliveries` ADD CONSTRAINT `FK_4181924e951ac288353ce7a0724` FOREIGN KEY (`site_application_id`) REFERENCES `site_applications`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `webhook_deliveries` DROP FOREIGN KEY `FK_4181924e951ac288353ce7a0724`");
    await queryRunner.query("ALTER TABLE `handoff_tokens` DROP FOREIGN KEY `FK_b7a8d45fbb92ff3c0c4469e7264`");
    await queryRunner.query("ALTER TABLE `handoff_tokens` DROP FOREIGN KEY `FK_3c646a586ed5ea18862b423cfed`");
    await queryRunner.query("ALTER TABLE `handoff_tokens` DROP FOREIGN KEY `FK_f4dac815738e0e9a10f247c6e1f`");
    await queryRunner.query("ALTER TABLE `site_applications` DROP COLUMN `webhook_secret`");
    await queryRunner.query("ALTER TABLE `site_applications` DROP COLUMN `client_secret_hash`");
    await queryRunner.query("DROP INDEX `IDX_6c1db1ec505a69c927e3c4dcee` ON `webhook_deliveries`");
    await queryRunner.query("DROP INDEX `IDX_57af77e0010e6946082ad098a5` ON `webhook_deliveries`");
    await queryRunner.query("DROP INDEX `IDX_4181924e951ac288353ce7a072` ON `webhook_deliveries`");
    await queryRunner.query("DROP TABLE `webhook_deliveries`");
    await queryRunner.query("DROP INDEX `IDX_13362ac3e792c69417e1a53d35` ON `signing_keys`");
    await queryRunner.query("DROP TABLE `signing_keys`");
    await queryRunner.query("DROP INDEX `IDX_88f4e6d636a3aefe388759aa9d` ON `handoff_tokens`");
    await queryRunner.query("DROP INDEX `IDX_de1fb0bbb3d2c8dd5270f13539` ON `handoff_tokens`");
    await queryRunner.query("DROP INDEX `IDX_b7a8d45fbb92ff3c0c4469e726` ON `handoff_tokens`");
    await queryRunner.query("DROP INDEX `IDX_f4dac815738e0e9a10f247c6e1` ON `handoff_tokens`");
    await queryRunner.query("DROP TABLE `handoff_tokens`");
  }
}
