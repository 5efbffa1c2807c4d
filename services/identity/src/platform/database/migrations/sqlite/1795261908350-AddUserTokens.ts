import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUserTokens1795261908350 implements MigrationInterface {
  name = 'AddUserTokens1795261908350';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"user_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"purpose\" varchar CHECK( \"purpose\" IN ('RESET','INVITE') ) NOT NULL, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"used_at\" datetime, CONSTRAINT \"UQ_ebdd918653813b59cdd5d379b5b\" UNIQUE (\"token_hash\"))");
    await queryRunner.query("CREATE INDEX \"IDX_9e144a67be49e5bba91195ef5d\" ON \"user_tokens\" (\"user_id\") ");
    await queryRunner.query("DROP INDEX \"IDX_9e144a67be49e5bba91195ef5d\"");
    await queryRunner.query("CREATE TABLE \"temporary_user_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"purpose\" varchar CHECK( \"purpose\" IN ('RESET','INVITE') ) NOT NULL, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"used_at\" datetime, CONSTRAINT \"UQ_ebdd918653813b59cdd5d379b5b\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_9e144a67be49e5bba91195ef5de\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_user_tokens\"(\"id\", \"token_hash\", \"user_id\", \"purpose\", \"created_at\", \"expires_at\", \"used_at\") SELECT \"id\", \"token_hash\", \"user_id\", \"purpose\", \"created_at\", \"expires_at\", \"used_at\" FROM \"user_tokens\"");
    await queryRunner.query("DROP TABLE \"user_tokens\"");
    await queryRunner.query("ALTER TABLE \"temporary_user_tokens\" RENAME TO \"user_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_9e144a67be49e5bba91195ef5d\" ON \"user_tokens\" (\"user_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_9e144a67be49e5bba91195ef5d\"");
    await queryRunner.query("ALTER TABLE \"user_tokens\" RENAME TO \"temporary_user_tokens\"");
    await queryRunner.query("CREATE TABLE \"user_tokens\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"purpose\" varchar CHECK( \"purpose\" IN ('RESET','INVITE') ) NOT NULL, \"created_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"used_at\" datetime, CONSTRAINT \"UQ_ebdd918653813b59cdd5d379b5b\" UNIQUE (\"token_hash\"))");
    await queryRunner.query("INSERT INTO \"user_tokens\"(\"id\", \"token_hash\", \"user_id\", \"purpose\", \"created_at\", \"expires_at\", \"used_at\") SELECT \"id\", \"token_hash\", \"user_id\", \"purpose\", \"created_at\", \"expires_at\", \"used_at\" FROM \"temporary_user_tokens\"");
    await queryRunner.query("DROP TABLE \"temporary_user_tokens\"");
    await queryRunner.query("CREATE INDEX \"IDX_9e144a67be49e5bba91195ef5d\" ON \"user_tokens\" (\"user_id\") ");
    await queryRunner.query("DROP INDEX \"IDX_9e144a67be49e5bba91195ef5d\"");
    await queryRunner.query("DROP TABLE \"user_tokens\"");
  }
}
