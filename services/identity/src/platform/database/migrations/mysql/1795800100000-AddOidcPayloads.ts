import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOidcPayloads1795800100000 implements MigrationInterface {
  name = 'AddOidcPayloads1795800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `oidc_payloads` (`kind` varchar(40) NOT NULL, `id` varchar(255) NOT NULL, `payload` text NOT NULL, `grant_id` varchar(255) NULL, `user_code` varchar(255) NULL, `uid` varchar(255) NULL, `expires_at` datetime NULL, `consumed_at` datetime NULL, INDEX `IDX_6928f796f91397db54b37754a9` (`expires_at`), INDEX `IDX_0a9a23cfaeae32481d1108c0f5` (`user_code`), INDEX `IDX_0be7e5c1f8c66e58631313ed59` (`uid`), INDEX `IDX_1bc24a149a0247f41842e12dea` (`grant_id`), PRIMARY KEY (`kind`, `id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_1bc24a149a0247f41842e12dea` ON `oidc_payloads`");
    await queryRunner.query("DROP INDEX `IDX_0be7e5c1f8c66e58631313ed59` ON `oidc_payloads`");
    await queryRunner.query("DROP INDEX `IDX_0a9a23cfaeae32481d1108c0f5` ON `oidc_payloads`");
    await queryRunner.query("DROP INDEX `IDX_6928f796f91397db54b37754a9` ON `oidc_payloads`");
    await queryRunner.query("DROP TABLE `oidc_payloads`");
  }
}
