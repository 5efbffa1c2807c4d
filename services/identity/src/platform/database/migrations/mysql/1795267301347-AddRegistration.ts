import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddRegistration1795267301347 implements MigrationInterface {
  name = 'AddRegistration1795267301347';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `spent_captcha_challenges` (`signature` varchar(128) NOT NULL, `expires_at` datetime NOT NULL, INDEX `IDX_4f39a9f14eedc791ba9e15454b` (`expires_at`), PRIMARY KEY (`signature`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `user_registrations` (`id` int NOT NULL AUTO_INCREMENT, `user_id` int NOT NULL, `variant` enum ('full', 'embedded') NOT NULL, `lead` varchar(255) NULL, `client_id` varchar(100) NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `REL_2843251e5fda06bf0d3f3b6149` (`user_id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `user_registrations` ADD CONSTRAINT `FK_2843251e5fda06bf0d3f3b61493` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `user_registrations` DROP FOREIGN KEY `FK_2843251e5fda06bf0d3f3b61493`");
    await queryRunner.query("DROP INDEX `REL_2843251e5fda06bf0d3f3b6149` ON `user_registrations`");
    await queryRunner.query("DROP TABLE `user_registrations`");
    await queryRunner.query("DROP INDEX `IDX_4f39a9f14eedc791ba9e15454b` ON `spent_captcha_challenges`");
    await queryRunner.query("DROP TABLE `spent_captcha_challenges`");
  }
}
