import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSamlSigningKeysAndSessions1795277398895 implements MigrationInterface {
  name = 'AddSamlSigningKeysAndSessions1795277398895';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"saml_sessions\" (\"browser_session_id\" integer PRIMARY KEY NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"name_id\" varchar(255) NOT NULL, \"name_id_format\" varchar(255), \"session_index\" varchar(255))");
    await queryRunner.query("CREATE INDEX \"IDX_df49c421403256e10ff3ad24ac\" ON \"saml_sessions\" (\"enterprise_domain_id\", \"name_id\") ");
    await queryRunner.query("CREATE TABLE \"saml_signing_keys\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"private_key_pem\" text NOT NULL, \"certificate_pem\" text NOT NULL, \"created_at\" datetime NOT NULL, \"activates_at\" datetime NOT NULL, \"retires_at\" datetime)");
    await queryRunner.query("CREATE TABLE \"temporary_saml_requests\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"client_id\" varchar(100), \"return_to\" varchar(2048), \"seq\" varchar(256), \"issued_at\" varchar(40) NOT NULL, \"expires_at\" datetime NOT NULL, \"purpose\" varchar(8) NOT NULL DEFAULT ('login'))");
    await queryRunner.query("INSERT INTO \"temporary_saml_requests\"(\"id\", \"enterprise_domain_id\", \"client_id\", \"return_to\", \"seq\", \"issued_at\", \"expires_at\") SELECT \"id\", \"enterprise_domain_id\", \"client_id\", \"return_to\", \"seq\", \"issued_at\", \"expires_at\" FROM \"saml_requests\"");
    await queryRunner.query("DROP TABLE \"saml_requests\"");
    await queryRunner.query("ALTER TABLE \"temporary_saml_requests\" RENAME TO \"saml_requests\"");
    await queryRunner.query("DROP INDEX \"IDX_df49c421403256e10ff3ad24ac\"");
    await queryRunner.query("CREATE TABLE \"temporary_saml_sessions\" (\"browser_session_id\" integer PRIMARY KEY NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"name_id\" varchar(255) NOT NULL, \"name_id_format\" varchar(255), \"session_index\" varchar(255), CONSTRAINT \"FK_ff565a595aeb1f36a0c57bc8918\" FOREIGN KEY (\"browser_session_id\") REFERENCES \"browser_sessions\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_saml_sessions\"(\"browser_session_id\", \"enterprise_domain_id\", \"name_id\", \"name_id_format\", \"session_index\") SELECT \"browser_session_id\", \"enterprise_domain_id\", \"name_id\", \"name_id_format\", \"session_index\" FROM \"saml_sessions\"");
    await queryRunner.query("DROP TABLE \"saml_sessions\"");
    await queryRunner.query("ALTER TABLE \"temporary_saml_sessions\" RENAME TO \"saml_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_df49c421403256e10ff3ad24ac\" ON \"saml_sessions\" (\"enterprise_domain_id\", \"name_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_df49c421403256e10ff3ad24ac\"");
    await queryRunner.query("ALTER TABLE \"saml_sessions\" RENAME TO \"temporary_saml_sessions\"");
    await queryRunner.query("CREATE TABLE \"saml_sessions\" (\"browser_session_id\" integer PRIMARY KEY NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"name_id\" varchar(255) NOT NULL, \"name_id_format\" varchar(255), \"session_index\" varchar(255))");
    await queryRunner.query("INSERT INTO \"saml_sessions\"(\"browser_session_id\", \"enterprise_domain_id\", \"name_id\", \"name_id_format\", \"session_index\") SELECT \"browser_session_id\", \"enterprise_domain_id\", \"name_id\", \"name_id_format\", \"session_index\" FROM \"temporary_saml_sessions\"");
    await queryRunner.query("DROP TABLE \"temporary_saml_sessions\"");
    await queryRunner.query("CREATE INDEX \"IDX_df49c421403256e10ff3ad24ac\" ON \"saml_sessions\" (\"enterprise_domain_id\", \"name_id\") ");
    await queryRunner.query("ALTER TABLE \"saml_requests\" RENAME TO \"temporary_saml_requests\"");
    await queryRunner.query("CREATE TABLE \"saml_requests\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"client_id\" varchar(100), \"return_to\" varchar(2048), \"seq\" varchar(256), \"issued_at\" varchar(40) NOT NULL, \"expires_at\" datetime NOT NULL)");
    await queryRunner.query("INSERT INTO \"saml_requests\"(\"id\", \"enterprise_domain_id\", \"client_id\", \"return_to\", \"seq\", \"issued_at\", \"expires_at\") SELECT \"id\", \"enterprise_domain_id\", \"client_id\", \"return_to\", \"seq\", \"issued_at\", \"expires_at\" FROM \"temporary_saml_requests\"");
    await queryRunner.query("DROP TABLE \"temporary_saml_requests\"");
    await queryRunner.query("DROP TABLE \"saml_signing_keys\"");
    await queryRunner.query("DROP INDEX \"IDX_df49c421403256e10ff3ad24ac\"");
    await queryRunner.query("DROP TABLE \"saml_sessions\"");
  }
}
