import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors (issue 29): authenticator apps, passkeys with their WebAuthn challenges, recovery
 * codes, pending second steps, the enterprise policy and the session's last re-authentication.
 */
export class AddSecondFactors1795819997035 implements MigrationInterface {
  name = 'AddSecondFactors1795819997035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `passkeys` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `name` varchar(64) NOT NULL, `credential_id` varchar(1400) NOT NULL, `credential_id_hash` varchar(64) NOT NULL, `public_key` text NOT NULL, `counter` bigint NOT NULL DEFAULT '0', `transports` varchar(255) NULL, `device_type` varchar(32) NOT NULL, `backed_up` tinyint NOT NULL DEFAULT 0, `created_at` datetime NOT NULL, `last_used_at` datetime NULL, INDEX `IDX_02227b9a8a34a808e3e23800b0` (`user_id`), UNIQUE INDEX `IDX_6c5bccf6e36595afe2c70e74ed` (`credential_id_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `webauthn_challenges` (`id` int NOT NULL AUTO_INCREMENT, `challenge` varchar(128) NOT NULL, `purpose` varchar(20) NOT NULL, `user_id` int NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, INDEX `IDX_35f58a0850299bae870424d7f6` (`expires_at`), UNIQUE INDEX `IDX_03a1fd625909713af1fa0b33f3` (`challenge`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `recovery_codes` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `code_hash` varchar(64) NOT NULL, `used_at` datetime NULL, `created_at` datetime NOT NULL, INDEX `IDX_fb82b2ac740ca095b617afad03` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `second_step_challenges` (`id` int NOT NULL AUTO_INCREMENT, `token_hash` varchar(64) NOT NULL, `user_id` int NOT NULL, `sign_in_method` varchar(40) NOT NULL, `enrolment_required` tinyint NOT NULL DEFAULT 0, `ip` varchar(45) NULL, `user_agent` varchar(512) NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, INDEX `IDX_d5a00bf1711db8fee6e2493b62` (`user_id`), INDEX `IDX_583f8c256e131d022b8aceff65` (`expires_at`), UNIQUE INDEX `IDX_e1562c4d642ff9abb71a194420` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `totp_factors` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `name` varchar(64) NOT NULL, `secret` varchar(255) NOT NULL, `confirmed_at` datetime NULL, `last_used_step` int NULL, `created_at` datetime NOT NULL, `last_used_at` datetime NULL, INDEX `IDX_eded11141800ddff9dfbd017fd` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `enterprises` ADD `require_second_factor` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `browser_sessions` ADD `reauthenticated_at` datetime NULL");
    await queryRunner.query("ALTER TABLE `passkeys` ADD CONSTRAINT `FK_02227b9a8a34a808e3e23800b00` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `recovery_codes` ADD CONSTRAINT `FK_fb82b2ac740ca095b617afad031` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `second_step_challenges` ADD CONSTRAINT `FK_d5a00bf1711db8fee6e2493b624` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE `totp_factors` ADD CONSTRAINT `FK_eded11141800ddff9dfbd017fd2` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `totp_factors` DROP FOREIGN KEY `FK_eded11141800ddff9dfbd017fd2`");
    await queryRunner.query("ALTER TABLE `second_step_challenges` DROP FOREIGN KEY `FK_d5a00bf1711db8fee6e2493b624`");
    await queryRunner.query("ALTER TABLE `recovery_codes` DROP FOREIGN KEY `FK_fb82b2ac740ca095b617afad031`");
    await queryRunner.query("ALTER TABLE `passkeys` DROP FOREIGN KEY `FK_02227b9a8a34a808e3e23800b00`");
    await queryRunner.query("ALTER TABLE `browser_sessions` DROP COLUMN `reauthenticated_at`");
    await queryRunner.query("ALTER TABLE `enterprises` DROP COLUMN `require_second_factor`");
    await queryRunner.query("DROP INDEX `IDX_eded11141800ddff9dfbd017fd` ON `totp_factors`");
    await queryRunner.query("DROP TABLE `totp_factors`");
    await queryRunner.query("DROP INDEX `IDX_e1562c4d642ff9abb71a194420` ON `second_step_challenges`");
    await queryRunner.query("DROP INDEX `IDX_583f8c256e131d022b8aceff65` ON `second_step_challenges`");
    await queryRunner.query("DROP INDEX `IDX_d5a00bf1711db8fee6e2493b62` ON `second_step_challenges`");
    await queryRunner.query("DROP TABLE `second_step_challenges`");
    await queryRunner.query("DROP INDEX `IDX_fb82b2ac740ca095b617afad03` ON `recovery_codes`");
    await queryRunner.query("DROP TABLE `recovery_codes`");
    await queryRunner.query("DROP INDEX `IDX_03a1fd625909713af1fa0b33f3` ON `webauthn_challenges`");
    await queryRunner.query("DROP INDEX `IDX_35f58a0850299bae870424d7f6` ON `webauthn_challenges`");
    await queryRunner.query("DROP TABLE `webauthn_challenges`");
    await queryRunner.query("DROP INDEX `IDX_6c5bccf6e36595afe2c70e74ed` ON `passkeys`");
    await queryRunner.query("DROP INDEX `IDX_02227b9a8a34a808e3e23800b0` ON `passkeys`");
    await queryRunner.query("DROP TABLE `passkeys`");
  }
}
