import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * browser_sessions.impersonator_session_id (ADR 0237): an impersonation names the administrator's own
 * session it was opened from, and ends with it (ON DELETE CASCADE).
 */
export class BoundImpersonations1795758500000 implements MigrationInterface {
  name = 'BoundImpersonations1795758500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_332df25f12fd11ca3c9fd2feae\"");
    await queryRunner.query("DROP INDEX \"IDX_af244312d727c5b958dcce323a\"");
    await queryRunner.query("CREATE TABLE \"temporary_browser_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"impersonator_id\" integer, \"created_at\" datetime NOT NULL, \"last_seen_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"ip\" varchar(45), \"user_agent\" varchar(512), \"impersonator_session_id\" integer, CONSTRAINT \"UQ_d33775a72f4cafb275ea23f26b1\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_f9fe33efe0da46a527d11db3508\" FOREIGN KEY (\"impersonator_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_af244312d727c5b958dcce323a8\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_browser_sessions\"(\"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\") SELECT \"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\" FROM \"browser_sessions\"");
    await queryRunner.query("DROP TABLE \"browser_sessions\"");
    await queryRunner.query("ALTER TABLE \"temporary_browser_sessions\" RENAME TO \"browser_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_332df25f12fd11ca3c9fd2feae\" ON \"browser_sessions\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_af244312d727c5b958dcce323a\" ON \"browser_sessions\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_919b6a2940064d12663686257c\" ON \"browser_sessions\" (\"impersonator_session_id\") ");
    await queryRunner.query("DROP INDEX \"IDX_332df25f12fd11ca3c9fd2feae\"");
    await queryRunner.query("DROP INDEX \"IDX_af244312d727c5b958dcce323a\"");
    await queryRunner.query("DROP INDEX \"IDX_919b6a2940064d12663686257c\"");
    await queryRunner.query("CREATE TABLE \"temporary_browser_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"impersonator_id\" integer, \"created_at\" datetime NOT NULL, \"last_seen_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"ip\" varchar(45), \"user_agent\" varchar(512), \"impersonator_session_id\" integer, CONSTRAINT \"UQ_d33775a72f4cafb275ea23f26b1\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_f9fe33efe0da46a527d11db3508\" FOREIGN KEY (\"impersonator_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_af244312d727c5b958dcce323a8\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_919b6a2940064d12663686257ca\" FOREIGN KEY (\"impersonator_session_id\") REFERENCES \"browser_sessions\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_browser_sessions\"(\"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\") SELECT \"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\" FROM \"browser_sessions\"");
    await queryRunner.query("DROP TABLE \"browser_sessions\"");
    await queryRunner.query("ALTER TABLE \"temporary_browser_sessions\" RENAME TO \"browser_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_332df25f12fd11ca3c9fd2feae\" ON \"browser_sessions\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_af244312d727c5b958dcce323a\" ON \"browser_sessions\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_919b6a2940064d12663686257c\" ON \"browser_sessions\" (\"impersonator_session_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_919b6a2940064d12663686257c\"");
    await queryRunner.query("DROP INDEX \"IDX_af244312d727c5b958dcce323a\"");
    await queryRunner.query("DROP INDEX \"IDX_332df25f12fd11ca3c9fd2feae\"");
    await queryRunner.query("ALTER TABLE \"browser_sessions\" RENAME TO \"temporary_browser_sessions\"");
    await queryRunner.query("CREATE TABLE \"browser_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"impersonator_id\" integer, \"created_at\" datetime NOT NULL, \"last_seen_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"ip\" varchar(45), \"user_agent\" varchar(512), \"impersonator_session_id\" integer, CONSTRAINT \"UQ_d33775a72f4cafb275ea23f26b1\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_f9fe33efe0da46a527d11db3508\" FOREIGN KEY (\"impersonator_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_af244312d727c5b958dcce323a8\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"browser_sessions\"(\"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\") SELECT \"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\" FROM \"temporary_browser_sessions\"");
    await queryRunner.query("DROP TABLE \"temporary_browser_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_919b6a2940064d12663686257c\" ON \"browser_sessions\" (\"impersonator_session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_af244312d727c5b958dcce323a\" ON \"browser_sessions\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_332df25f12fd11ca3c9fd2feae\" ON \"browser_sessions\" (\"expires_at\") ");
    await queryRunner.query("DROP INDEX \"IDX_919b6a2940064d12663686257c\"");
    await queryRunner.query("DROP INDEX \"IDX_af244312d727c5b958dcce323a\"");
    await queryRunner.query("DROP INDEX \"IDX_332df25f12fd11ca3c9fd2feae\"");
    await queryRunner.query("ALTER TABLE \"browser_sessions\" RENAME TO \"temporary_browser_sessions\"");
    await queryRunner.query("CREATE TABLE \"browser_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"impersonator_id\" integer, \"created_at\" datetime NOT NULL, \"last_seen_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"ip\" varchar(45), \"user_agent\" varchar(512), CONSTRAINT \"UQ_d33775a72f4cafb275ea23f26b1\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_f9fe33efe0da46a527d11db3508\" FOREIGN KEY (\"impersonator_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_af244312d727c5b958dcce323a8\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"browser_sessions\"(\"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\") SELECT \"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\" FROM \"temporary_browser_sessions\"");
    await queryRunner.query("DROP TABLE \"temporary_browser_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_af244312d727c5b958dcce323a\" ON \"browser_sessions\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_332df25f12fd11ca3c9fd2feae\" ON \"browser_sessions\" (\"expires_at\") ");
  }
}
