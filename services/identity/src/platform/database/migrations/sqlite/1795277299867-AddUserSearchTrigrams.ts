import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Substring search of GET /v1/users (ADR 0222): a contentless FTS5 table with the trigram tokenizer
 * over the lower-cased names and email, kept in step by triggers so every write path of users is
 * covered. lower() folds ASCII only and the tokenizer is told to keep case, so a phrase match is
 * exactly SQLite's LIKE '%word%' (ASCII case-insensitive). contentless_delete lets a trigger delete
 * by rowid without repeating the old values.
 */
export class AddUserSearchTrigrams1795277299867 implements MigrationInterface {
  name = 'AddUserSearchTrigrams1795277299867';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "user_search" USING fts5(first_name, last_name, email, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
    );
    await queryRunner.query(
      'INSERT INTO "user_search" (rowid, first_name, last_name, email) SELECT "id", lower("first_name"), lower("last_name"), lower("email") FROM "users"',
    );
    await queryRunner.query(`CREATE TRIGGER "user_search_after_insert" AFTER INSERT ON "users" BEGIN
  INSERT INTO "user_search" (rowid, first_name, last_name, email) VALUES (NEW."id", lower(NEW."first_name"), lower(NEW."last_name"), lower(NEW."email"));
END`);
    await queryRunner.query(`CREATE TRIGGER "user_search_after_update" AFTER UPDATE OF "id", "first_name", "last_name", "email" ON "users" BEGIN
  DELETE FROM "user_search" WHERE rowid = OLD."id";
  INSERT INTO "user_search" (rowid, first_name, last_name, email) VALUES (NEW."id", lower(NEW."first_name"), lower(NEW."last_name"), lower(NEW."email"));
END`);
    await queryRunner.query(`CREATE TRIGGER "user_search_after_delete" AFTER DELETE ON "users" BEGIN
  DELETE FROM "user_search" WHERE rowid = OLD."id";
END`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "user_search_after_delete"');
    await queryRunner.query('DROP TRIGGER "user_search_after_update"');
    await queryRunner.query('DROP TRIGGER "user_search_after_insert"');
    await queryRunner.query('DROP TABLE "user_search"');
  }
}
