import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Prefix search of GET /v1/users: the names' indexes (the email's unique index already serves). */
export class AddUserSearchIndexes1795271722362 implements MigrationInterface {
  name = 'AddUserSearchIndexes1795271722362';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE INDEX `IDX_users_search_first_name` ON `users` (`first_name`)");
    await queryRunner.query("CREATE INDEX `IDX_users_search_last_name` ON `users` (`last_name`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_users_search_last_name` ON `users`");
    await queryRunner.query("DROP INDEX `IDX_users_search_first_name` ON `users`");
  }
}
