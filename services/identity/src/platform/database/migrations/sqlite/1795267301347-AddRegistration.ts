import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddRegistration1795267301347 implements MigrationInterface {
  name = 'AddRegistration1795267301347';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"spent_captcha_challenges\" (\"signature\" varchar(128) PRIMARY KEY NOT NULL, \"expires_at\" datetime NOT NULL)");
    await queryRunner.query("CREATE INDEX \"IDX_4f39a9f14eedc791ba9e15454b\" ON \"spent_captcha_challenges\" (\"expires_at\") ");
    await queryRunner.query("CREATE TABLE \"user_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"variant\" varchar CHECK( \"variant\" IN ('full','embedded') ) NOT NULL, \"lead\" varchar(255), \"client_id\" varchar(100), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"REL_2843251e5fda06bf0d3f3b6149\" UNIQUE (\"user_id\"))");
    await queryRunner.query("CREATE TABLE \"temporary_user_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"variant\" varchar CHECK( \"variant\" IN ('full','embedded') ) NOT NULL, \"lead\" varchar(255), \"client_id\" varchar(100), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"REL_2843251e5fda06bf0d3f3b6149\" UNIQUE (\"user_id\"), CONSTRAINT \"FK_2843251e5fda06bf0d3f3b61493\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_user_registrations\"(\"id\", \"user_id\", \"variant\", \"lead\", \"client_id\", \"created_at\") SELECT \"id\", \"user_id\", \"variant\", \"lead\", \"client_id\", \"created_at\" FROM \"user_registrations\"");
    await queryRunner.query("DROP TABLE \"user_registrations\"");
    await queryRunner.query("ALTER TABLE \"temporary_user_registrations\" RENAME TO \"user_registrations\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"user_registrations\" RENAME TO \"temporary_user_registrations\"");
    await queryRunner.query("CREATE TABLE \"user_registrations\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"user_id\" integer NOT NULL, \"variant\" varchar CHECK( \"variant\" IN ('full','embedded') ) NOT NULL, \"lead\" varchar(255), \"client_id\" varchar(100), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"REL_2843251e5fda06bf0d3f3b6149\" UNIQUE (\"user_id\"))");
    await queryRunner.query("INSERT INTO \"user_registrations\"(\"id\", \"user_id\", \"variant\", \"lead\", \"client_id\", \"created_at\") SELECT \"id\", \"user_id\", \"variant\", \"lead\", \"client_id\", \"created_at\" FROM \"temporary_user_registrations\"");
    await queryRunner.query("DROP TABLE \"temporary_user_registrations\"");
    await queryRunner.query("DROP TABLE \"user_registrations\"");
    await queryRunner.query("DROP INDEX \"IDX_4f39a9f14eedc791ba9e15454b\"");
    await queryRunner.query("DROP TABLE \"spent_captcha_challenges\"");
  }
}
