import type { MigrationInterface, QueryRunner } from 'typeorm';

// Migrations are frozen: these are copies of users/search/email-parts-sql.ts as it was when this
// migration was written, so a later change there cannot alter what this migration ran.
const EMAIL_DOMAIN_SQL = (email: string): string => `lower(substr(${email}, instr(${email}, '@') + 1))`;
const EMAIL_LOCAL_PART_SQL = (email: string): string => `lower(substr(${email}, 1, instr(${email}, '@') - 1))`;

const domainOf = (row: 'NEW' | 'OLD'): string => EMAIL_DOMAIN_SQL(`${row}."email"`);
const localPartOf = (row: 'NEW' | 'OLD'): string => EMAIL_LOCAL_PART_SQL(`${row}."email"`);

/** The statements that add a row's names and local part to the names index and count its domain. */
function added(row: 'NEW' | 'OLD'): string {
  return `INSERT INTO "user_search_names" (rowid, first_name, last_name, email_local) VALUES (${row}."id", lower(${row}."first_name"), lower(${row}."last_name"), ${localPartOf(row)});
  INSERT INTO "user_search_domains" ("domain", "users") VALUES (${domainOf(row)}, 1) ON CONFLICT ("domain") DO UPDATE SET "users" = "users" + 1;`;
}

/** The statements that take a row out of the names index and its domain's count (a domain of no users is removed). */
function removed(row: 'NEW' | 'OLD'): string {
  return `DELETE FROM "user_search_names" WHERE rowid = ${row}."id";
  UPDATE "user_search_domains" SET "users" = "users" - 1 WHERE "domain" = ${domainOf(row)};
  DELETE FROM "user_search_domains" WHERE "domain" = ${domainOf(row)} AND "users" <= 0;`;
}

/**
 * The count of a one-word search without an @ (ADR 0417): the names and the local part of the email
 * in a second FTS5 trigram table, so a word found in a large mail domain ("gmail") does not walk
 * that domain's users in the index; the users of each domain counted in `user_search_domains`; and
 * an index on the domain, to walk a domain's users when that is the shorter way to the overlap.
 * Kept in step by triggers beside ADR 0222's, with the same lower() folding.
 */
export class AddUserSearchByDomain1795668957214 implements MigrationInterface {
  name = 'AddUserSearchByDomain1795668957214';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "user_search_names" USING fts5(first_name, last_name, email_local, content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`,
    );
    await queryRunner.query('CREATE TABLE "user_search_domains" ("domain" varchar PRIMARY KEY NOT NULL, "users" integer NOT NULL) WITHOUT ROWID');
    await queryRunner.query(`CREATE INDEX "IDX_users_search_email_domain" ON "users" (${EMAIL_DOMAIN_SQL('"email"')})`);
    await queryRunner.query(
      `INSERT INTO "user_search_names" (rowid, first_name, last_name, email_local) SELECT "id", lower("first_name"), lower("last_name"), ${EMAIL_LOCAL_PART_SQL('"email"')} FROM "users"`,
    );
    await queryRunner.query(
      `INSERT INTO "user_search_domains" ("domain", "users") SELECT ${EMAIL_DOMAIN_SQL('"email"')}, COUNT(*) FROM "users" GROUP BY 1`,
    );
    await queryRunner.query(`CREATE TRIGGER "user_search_names_after_insert" AFTER INSERT ON "users" BEGIN
  ${added('NEW')}
END`);
    await queryRunner.query(`CREATE TRIGGER "user_search_names_after_update" AFTER UPDATE OF "id", "first_name", "last_name", "email" ON "users" BEGIN
  ${removed('OLD')}
  ${added('NEW')}
END`);
    await queryRunner.query(`CREATE TRIGGER "user_search_names_after_delete" AFTER DELETE ON "users" BEGIN
  ${removed('OLD')}
END`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "user_search_names_after_delete"');
    await queryRunner.query('DROP TRIGGER "user_search_names_after_update"');
    await queryRunner.query('DROP TRIGGER "user_search_names_after_insert"');
    await queryRunner.query('DROP INDEX "IDX_users_search_email_domain"');
    await queryRunner.query('DROP TABLE "user_search_domains"');
    await queryRunner.query('DROP TABLE "user_search_names"');
  }
}
