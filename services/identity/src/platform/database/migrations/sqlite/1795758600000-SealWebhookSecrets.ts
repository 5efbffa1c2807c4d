import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25 item 17 (ADR 0239): webhook secrets are stored sealed with KEYS_ENCRYPTION_KEY, longer
 * than the 64 characters the plain secret needed. SQLite changes a column's type only by rebuilding
 * the table; the rows are copied as they are (the service seals plain secrets at start).
 */
export class SealWebhookSecrets1795758600000 implements MigrationInterface {
  name = 'SealWebhookSecrets1795758600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"temporary_site_applications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"client_id\" varchar(100) NOT NULL, \"name\" varchar(30) NOT NULL, \"description\" text NOT NULL, \"image_url\" varchar(2048) NOT NULL, \"base_url\" varchar(2048) NOT NULL, \"callback_url\" varchar(2048) NOT NULL, \"webhook_url\" varchar(2048) NOT NULL, \"sysadmin_url\" varchar(2048), \"ordering_number\" integer NOT NULL, \"post_callback_url\" varchar(2048), \"theme\" varchar CHECK( \"theme\" IN ('primary','primary-alt','yellow','white') ) NOT NULL DEFAULT ('primary'), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"client_secret_hash\" varchar(64), \"webhook_secret\" varchar(255), CONSTRAINT \"UQ_76907da114997790ad4317ff590\" UNIQUE (\"client_id\"))");
    await queryRunner.query("INSERT INTO \"temporary_site_applications\"(\"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\", \"client_secret_hash\", \"webhook_secret\") SELECT \"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\", \"client_secret_hash\", \"webhook_secret\" FROM \"site_applications\"");
    await queryRunner.query("DROP TABLE \"site_applications\"");
    await queryRunner.query("ALTER TABLE \"temporary_site_applications\" RENAME TO \"site_applications\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"site_applications\" RENAME TO \"temporary_site_applications\"");
    await queryRunner.query("CREATE TABLE \"site_applications\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"client_id\" varchar(100) NOT NULL, \"name\" varchar(30) NOT NULL, \"description\" text NOT NULL, \"image_url\" varchar(2048) NOT NULL, \"base_url\" varchar(2048) NOT NULL, \"callback_url\" varchar(2048) NOT NULL, \"webhook_url\" varchar(2048) NOT NULL, \"sysadmin_url\" varchar(2048), \"ordering_number\" integer NOT NULL, \"post_callback_url\" varchar(2048), \"theme\" varchar CHECK( \"theme\" IN ('primary','primary-alt','yellow','white') ) NOT NULL DEFAULT ('primary'), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"client_secret_hash\" varchar(64), \"webhook_secret\" varchar(64), CONSTRAINT \"UQ_76907da114997790ad4317ff590\" UNIQUE (\"client_id\"))");
    await queryRunner.query("INSERT INTO \"site_applications\"(\"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\", \"client_secret_hash\", \"webhook_secret\") SELECT \"id\", \"client_id\", \"name\", \"description\", \"image_url\", \"base_url\", \"callback_url\", \"webhook_url\", \"sysadmin_url\", \"ordering_number\", \"post_callback_url\", \"theme\", \"created_at\", \"updated_at\", \"client_secret_hash\", \"webhook_secret\" FROM \"temporary_site_applications\"");
    await queryRunner.query("DROP TABLE \"temporary_site_applications\"");
  }
}
