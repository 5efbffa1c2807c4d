import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddDomainVerificationDeadline1795267355133 implements MigrationInterface {
  name = 'AddDomainVerificationDeadline1795267355133';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"temporary_enterprise_domains\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_id\" integer NOT NULL, \"name\" varchar(253) NOT NULL, \"txt_code\" varchar(64) NOT NULL, \"is_verified\" boolean NOT NULL DEFAULT (0), \"is_verification_failed\" boolean NOT NULL DEFAULT (0), \"authentication_provider_type\" varchar CHECK( \"authentication_provider_type\" IN ('LOCAL','SAML') ) NOT NULL DEFAULT ('LOCAL'), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), \"verification_deadline\" datetime NOT NULL, \"last_checked_at\" datetime, CONSTRAINT \"UQ_a505b7895b3bf06a440a99f7cac\" UNIQUE (\"name\"), CONSTRAINT \"FK_462a4cef0c34ffc9f22206423f0\" FOREIGN KEY (\"enterprise_id\") REFERENCES \"enterprises\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_enterprise_domains\"(\"id\", \"enterprise_id\", \"name\", \"txt_code\", \"is_verified\", \"is_verification_failed\", \"authentication_provider_type\", \"created_at\") SELECT \"id\", \"enterprise_id\", \"name\", \"txt_code\", \"is_verified\", \"is_verification_failed\", \"authentication_provider_type\", \"created_at\" FROM \"enterprise_domains\"");
    await queryRunner.query("DROP TABLE \"enterprise_domains\"");
    await queryRunner.query("ALTER TABLE \"temporary_enterprise_domains\" RENAME TO \"enterprise_domains\"");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"enterprise_domains\" RENAME TO \"temporary_enterprise_domains\"");
    await queryRunner.query("CREATE TABLE \"enterprise_domains\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_id\" integer NOT NULL, \"name\" varchar(253) NOT NULL, \"txt_code\" varchar(64) NOT NULL, \"is_verified\" boolean NOT NULL DEFAULT (0), \"is_verification_failed\" boolean NOT NULL DEFAULT (0), \"authentication_provider_type\" varchar CHECK( \"authentication_provider_type\" IN ('LOCAL','SAML') ) NOT NULL DEFAULT ('LOCAL'), \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_a505b7895b3bf06a440a99f7cac\" UNIQUE (\"name\"), CONSTRAINT \"FK_462a4cef0c34ffc9f22206423f0\" FOREIGN KEY (\"enterprise_id\") REFERENCES \"enterprises\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"enterprise_domains\"(\"id\", \"enterprise_id\", \"name\", \"txt_code\", \"is_verified\", \"is_verification_failed\", \"authentication_provider_type\", \"created_at\") SELECT \"id\", \"enterprise_id\", \"name\", \"txt_code\", \"is_verified\", \"is_verification_failed\", \"authentication_provider_type\", \"created_at\" FROM \"temporary_enterprise_domains\"");
    await queryRunner.query("DROP TABLE \"temporary_enterprise_domains\"");
  }
}
