import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddOidcPayloads1795800100000 implements MigrationInterface {
  name = 'AddOidcPayloads1795800100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"oidc_payloads\" (\"kind\" varchar(40) NOT NULL, \"id\" varchar(255) NOT NULL, \"payload\" text NOT NULL, \"grant_id\" varchar(255), \"user_code\" varchar(255), \"uid\" varchar(255), \"expires_at\" datetime, \"consumed_at\" datetime, PRIMARY KEY (\"kind\", \"id\"))");
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
    await queryRunner.query("DROP TABLE \"oidc_payloads\"");
  }
}
