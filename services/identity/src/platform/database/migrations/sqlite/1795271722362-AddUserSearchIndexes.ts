import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Prefix search of GET /v1/users: SQLite compares case-sensitively, so the names are indexed lower
 * case and searched by a range on lower() (the email is stored lower case; its unique index serves).
 */
export class AddUserSearchIndexes1795271722362 implements MigrationInterface {
  name = 'AddUserSearchIndexes1795271722362';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX "IDX_users_search_first_name" ON "users" (lower("first_name"))');
    await queryRunner.query('CREATE INDEX "IDX_users_search_last_name" ON "users" (lower("last_name"))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_users_search_last_name"');
    await queryRunner.query('DROP INDEX "IDX_users_search_first_name"');
  }
}
