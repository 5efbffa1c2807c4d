import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOidcPortalImpersonation1795809486201 implements MigrationInterface {
  name = 'AddOidcPortalImpersonation1795809486201';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_7e0bf0913c8f949c95ba72882c\"");
    await queryRunner.query("DROP INDEX \"IDX_531a93be6551c36aa870ca7ca8\"");
    await queryRunner.query("DROP INDEX \"IDX_6928f796f91397db54b37754a9\"");
    await queryRunner.query("DROP INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\"");
    await queryRunner.query("DROP INDEX \"IDX_0be7e5c1f8c66e58631313ed59\"");
    await queryRunner.query("DROP INDEX \"IDX_1bc24a149a0247f41842e12dea\"");
    await queryRunner.query("CREATE TABLE \"temporary_oidc_payloads\" (\"kind\" varchar(40) NOT NULL, \"id\" varchar(255) NOT NULL, \"payload\" text NOT NULL, \"grant_id\" varchar(255), \"user_code\" varchar(255), \"uid\" varchar(255), \"expires_at\" datetime, \"consumed_at\" datetime, \"account_id\" varchar(64), \"browser_session_id\" integer, \"portal_impersonation\" boolean, PRIMARY KEY (\"kind\", \"id\"))");
    await queryRunner.query("INSERT INTO \"temporary_oidc_payloads\"(\"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\", \"account_id\", \"browser_session_id\") SELECT \"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\", \"account_id\", \"browser_session_id\" FROM \"oidc_payloads\"");
    await queryRunner.query("DROP TABLE \"oidc_payloads\"");
    await queryRunner.query("ALTER TABLE \"temporary_oidc_payloads\" RENAME TO \"oidc_payloads\"");
    await queryRunner.query("CREATE INDEX \"IDX_7e0bf0913c8f949c95ba72882c\" ON \"oidc_payloads\" (\"account_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_531a93be6551c36aa870ca7ca8\" ON \"oidc_payloads\" (\"browser_session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_6928f796f91397db54b37754a9\" ON \"oidc_payloads\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\" ON \"oidc_payloads\" (\"user_code\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0be7e5c1f8c66e58631313ed59\" ON \"oidc_payloads\" (\"uid\") ");
    await queryRunner.query("CREATE INDEX \"IDX_1bc24a149a0247f41842e12dea\" ON \"oidc_payloads\" (\"grant_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_1bc24a149a0247f41842e12dea\"");
    await queryRunner.query("DROP INDEX \"IDX_0be7e5c1f8c66e58631313ed59\"");
    await queryRunner.query("DROP INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\"");
    await queryRunner.query("DROP INDEX \"IDX_6928f796f91397db54b37754a9\"");
    await queryRunner.query("DROP INDEX \"IDX_531a93be6551c36aa870ca7ca8\"");
    await queryRunner.query("DROP INDEX \"IDX_7e0bf0913c8f949c95ba72882c\"");
    await queryRunner.query("ALTER TABLE \"oidc_payloads\" RENAME TO \"temporary_oidc_payloads\"");
    await queryRunner.query("CREATE TABLE \"oidc_payloads\" (\"kind\" varchar(40) NOT NULL, \"id\" varchar(255) NOT NULL, \"payload\" text NOT NULL, \"grant_id\" varchar(255), \"user_code\" varchar(255), \"uid\" varchar(255), \"expires_at\" datetime, \"consumed_at\" datetime, \"account_id\" varchar(64), \"browser_session_id\" integer, PRIMARY KEY (\"kind\", \"id\"))");
    await queryRunner.query("INSERT INTO \"oidc_payloads\"(\"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\", \"account_id\", \"browser_session_id\") SELECT \"kind\", \"id\", \"payload\", \"grant_id\", \"user_code\", \"uid\", \"expires_at\", \"consumed_at\", \"account_id\", \"browser_session_id\" FROM \"temporary_oidc_payloads\"");
    await queryRunner.query("DROP TABLE \"temporary_oidc_payloads\"");
    await queryRunner.query("CREATE INDEX \"IDX_1bc24a149a0247f41842e12dea\" ON \"oidc_payloads\" (\"grant_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0be7e5c1f8c66e58631313ed59\" ON \"oidc_payloads\" (\"uid\") ");
    await queryRunner.query("CREATE INDEX \"IDX_0a9a23cfaeae32481d1108c0f5\" ON \"oidc_payloads\" (\"user_code\") ");
    await queryRunner.query("CREATE INDEX \"IDX_6928f796f91397db54b37754a9\" ON \"oidc_payloads\" (\"expires_at\") ");
    await queryRunner.query("CREATE INDEX \"IDX_531a93be6551c36aa870ca7ca8\" ON \"oidc_payloads\" (\"browser_session_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_7e0bf0913c8f949c95ba72882c\" ON \"oidc_payloads\" (\"account_id\") ");
  }
}
