import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddMagicCodes1795261694374 implements MigrationInterface {
  name = 'AddMagicCodes1795261694374';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `magic_codes` (`id` int NOT NULL AUTO_INCREMENT, `email` varchar(254) NOT NULL, `code_hash` varchar(64) NOT NULL, `failed_attempts` int NOT NULL DEFAULT '0', `created_at` datetime NOT NULL, `expires_at` datetime NOT NULL, INDEX `IDX_ae2130f59fd491d2a5d911e475` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_ae2130f59fd491d2a5d911e475` ON `magic_codes`");
    await queryRunner.query("DROP TABLE `magic_codes`");
  }
}
