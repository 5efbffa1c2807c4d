import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserTokens1795261908350 implements MigrationInterface {
  name = 'AddUserTokens1795261908350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `user_tokens` (`id` int NOT NULL AUTO_INCREMENT, `token_hash` varchar(64) NOT NULL, `user_id` int NOT NULL, `purpose` enum ('RESET', 'INVITE') NOT NULL, `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, `used_at` datetime NULL, INDEX `IDX_9e144a67be49e5bba91195ef5d` (`user_id`), UNIQUE INDEX `IDX_ebdd918653813b59cdd5d379b5` (`token_hash`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `user_tokens` ADD CONSTRAINT `FK_9e144a67be49e5bba91195ef5de` FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `user_tokens` DROP FOREIGN KEY `FK_9e144a67be49e5bba91195ef5de`");
    await queryRunner.query("DROP INDEX `IDX_ebdd918653813b59cdd5d379b5` ON `user_tokens`");
    await queryRunner.query("DROP INDEX `IDX_9e144a67be49e5bba91195ef5d` ON `user_tokens`");
    await queryRunner.query("DROP TABLE `user_tokens`");
  }
}
