import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSocialIdentities1795271298228 implements MigrationInterface {
  name = 'AddSocialIdentities1795271298228';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `social_identities` (`id` int NOT NULL AUTO_INCREMENT, `provider` enum ('facebook', 'linkedin') NOT NULL, `subject` varchar(255) NOT NULL, `user_id` int NOT NULL, `created_at` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_fd58c67dbe0eff974d4604e72e` (`provider`, `subject`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `social_identities` ADD CONSTRAINT `FK_862c82e2b6a44d79ffecbae7edb` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `social_identities` DROP FOREIGN KEY `FK_862c82e2b6a44d79ffecbae7edb`");
    await queryRunner.query("DROP INDEX `IDX_fd58c67dbe0eff974d4604e72e` ON `social_identities`");
    await queryRunner.query("DROP TABLE `social_identities`");
  }
}
