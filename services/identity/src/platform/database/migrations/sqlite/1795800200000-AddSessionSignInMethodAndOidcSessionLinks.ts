import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSessionSignInMethodAndOidcSessionLinks1795800200000 implements MigrationInterface {
  name = 'AddSessionSignInMethodAndOidcSessionLinks1795800200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_919b6a2940064d12663686257c\"");
    await queryRunner.query("DROP INDEX \"IDX_af244312d727c5b958dcce323a\"");
    await queryRunner.query("DROP INDEX \"IDX_332df25f12fd11ca3c9fd2feae\"");
    await queryRunner.query("CREATE TABLE \"temporary_browser_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"impersonator_id\" integer, \"created_at\" datetime NOT NULL, \"last_seen_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"ip\" varchar(45), \"user_agent\" varchar(512), \"impersonator_session_id\" integer, \"sign_in_method\" varchar(40), CONSTRAINT \"UQ_d33775a72f4cafb275ea23f26b1\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_919b6a2940064d12663686257ca\" FOREIGN KEY (\"impersonator_session_id\") REFERENCES \"browser_sessions\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_af244312d727c5b958dcce323a8\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_f9fe33efe0da46a527d11db3508\" FOREIGN KEY (\"impersonator_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_browser_sessions\"(\"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\") SELECT \"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\" FROM \"browser_sessions\"");
    await queryRunner.query("DROP TABLE \"browser_sessions\"");
    await queryRunner.query("ALTER TABLE \"temporary_browser_sessions\" RENAME TO \"browser_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_919b6a2940064d12663686257c\" ON \"browser_sessions\" (\"impersonator_session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_af244312d727c5b958dcce323a\" ON \"browser_sessions\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_332df25f12fd11ca3c9fd2feae\" ON \"browser_sessions\" (\"expires_at\") ");
    await queryRunner.query("DROP INDEX \"IDX_1bc24a149a0247f41842e12dea\"");
    await queryRunner.query("DROP INDEX \"IDX_0be7e5c1f8c66e58631313ed59\"");
    await queryRunner.query("DROP INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\"");
    await queryRunner.query("DROP INDEX \"IDX_6928f796f91397db54b37754a9\"");
    await queryRunner.query("CREATE TABLE \"temporary_oidc_payloads\" (\"kind\" varchar(40) NOT NULL, \"id\" varchar(255) NOT NULL, \"payload\" text NOT NULL, \"grant_id\" varchar(255), \"user_code\" varchar(255), \"uid\" varchar(255), \"expires_at\" datetime, \"consumed_at\" datetime, \"account_id\" varchar(64), \"browser_session_id\" integer, PRIMARY KEY (\"kind\", \"id\"))");
    await queryRunner.query("INSERT INTO \"temporary_oidc_payloads\"(\"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\") SELECT \"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\" FROM \"oidc_payloads\"");
    await queryRunner.query("DROP TABLE \"oidc_payloads\"");
    await queryRunner.query("ALTER TABLE \"temporary_oidc_payloads\" RENAME TO \"oidc_payloads\"");
    await queryRunner.query("CREATE INDEX \"IDX_1bc24a149a0247f41842e12dea\" ON \"oidc_payloads\" (\"grant_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0be7e5c1f8c66e58631313ed59\" ON \"oidc_payloads\" (\"uid\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\" ON \"oidc_payloads\" (\"user_code\") ");
    await queryRunner.query("CREATE INDEX \"IDX_6928f796f91397db54b37754a9\" ON \"oidc_payloads\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_531a93be6551c36aa870ca7ca8\" ON \"oidc_payloads\" (\"browser_session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_7e0bf0913c8f949c95ba72882c\" ON \"oidc_payloads\" (\"account_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_7e0bf0913c8f949c95ba72882c\"");
    await queryRunner.query("DROP INDEX \"IDX_531a93be6551c36aa870ca7ca8\"");
    await queryRunner.query("DROP INDEX \"IDX_6928f796f91397db54b37754a9\"");
    await queryRunner.query("DROP INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\"");
    await queryRunner.query("DROP INDEX \"IDX_0be7e5c1f8c66e58631313ed59\"");
    await queryRunner.query("DROP INDEX \"IDX_1bc24a149a0247f41842e12dea\"");
    await queryRunner.query("ALTER TABLE \"oidc_payloads\" RENAME TO \"temporary_oidc_payloads\"");
    await queryRunner.query("CREATE TABLE \"oidc_payloads\" (\"kind\" varchar(40) NOT NULL, \"id\" varchar(255) NOT NULL, \"payload\" text NOT NULL, \"grant_id\" varchar(255), \"user_code\" varchar(255), \"uid\" varchar(255), \"expires_at\" datetime, \"consumed_at\" datetime, PRIMARY KEY (\"kind\", \"id\"))");
    await queryRunner.query("INSERT INTO \"oidc_payloads\"(\"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\") SELECT \"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\" FROM \"temporary_oidc_payloads\"");
    await queryRunner.query("DROP TABLE \"temporary_oidc_payloads\"");
    await queryRunner.query("CREATE INDEX \"IDX_6928f796f91397db54b37754a9\" ON \"oidc_payloads\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\" ON \"oidc_payloads\" (\"user_code\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0be7e5c1f8c66e58631313ed59\" ON \"oidc_payloads\" (\"uid\") ");
    await queryRunner.query("CREATE INDEX \"IDX_1bc24a149a0247f41842e12dea\" ON \"oidc_payloads\" (\"grant_id\") ");
    await queryRunner.query("DROP INDEX \"IDX_332df25f12fd11ca3c9fd2feae\"");
    await queryRunner.query("DROP INDEX \"IDX_af244312d727c5b958dcce323a\"");
    await queryRunner.query("DROP INDEX \"IDX_919b6a2940064d12663686257c\"");
    await queryRunner.query("ALTER TABLE \"browser_sessions\" RENAME TO \"temporary_browser_sessions\"");
    await queryRunner.query("CREATE TABLE \"browser_sessions\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"token_hash\" varchar(64) NOT NULL, \"user_id\" integer NOT NULL, \"impersonator_id\" integer, \"created_at\" datetime NOT NULL, \"last_seen_at\" datetime NOT NULL, \"expires_at\" datetime NOT NULL, \"ip\" varchar(45), \"user_agent\" varchar(512), \"impersonator_session_id\" integer, CONSTRAINT \"UQ_d33775a72f4cafb275ea23f26b1\" UNIQUE (\"token_hash\"), CONSTRAINT \"FK_919b6a2940064d12663686257ca\" FOREIGN KEY (\"impersonator_session_id\") REFERENCES \"browser_sessions\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_af244312d727c5b958dcce323a8\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_f9fe33efe0da46a527d11db3508\" FOREIGN KEY (\"impersonator_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"browser_sessions\"(\"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\") SELECT \"id\", \"token_hash\", \"user_id\", \"impersonator_id\", \"created_at\", \"last_seen_at\", \"expires_at\", \"ip\", \"user_agent\", \"impersonator_session_id\" FROM \"temporary_browser_sessions\"");
    await queryRunner.query("DROP TABLE \"temporary_browser_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_332df25f12fd11ca3c9fd2feae\" ON \"browser_sessions\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_af244312d727c5b958dcce323a\" ON \"browser_sessions\" (\"user_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_919b6a2940064d12663686257c\" ON \"browser_sessions\" (\"impersonator_session_id\") ");
  }
}
