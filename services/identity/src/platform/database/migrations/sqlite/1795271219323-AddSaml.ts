import type { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSaml1795271219323 implements MigrationInterface {
  name = 'AddSaml1795271219323';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE \"saml_requests\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"client_id\" varchar(100), \"return_to\" varchar(2048), \"seq\" varchar(256), \"issued_at\" varchar(40) NOT NULL, \"expires_at\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"saml_users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"name_id\" varchar(255) NOT NULL, \"user_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_3246a7463ce4bd65bfb66eccf0\" ON \"saml_users\" (\"enterprise_domain_id\", \"name_id\") ");
    await queryRunner.query("CREATE TABLE \"spent_saml_assertions\" (\"id\" varchar(64) PRIMARY KEY NOT NULL, \"expires_at\" datetime NOT NULL)");
    await queryRunner.query("CREATE TABLE \"temporary_saml_authentication_providers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"provider_issuer\" varchar(1024) NOT NULL, \"signon_service_url\" varchar(2048) NOT NULL, \"logout_service_url\" varchar(2048), \"provider_certificate\" text NOT NULL, \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), \"is_forced\" boolean NOT NULL DEFAULT (0), CONSTRAINT \"UQ_8021a549296acbc0655e88dc0e8\" UNIQUE (\"enterprise_domain_id\"), CONSTRAINT \"FK_8021a549296acbc0655e88dc0e8\" FOREIGN KEY (\"enterprise_domain_id\") REFERENCES \"enterprise_domains\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_saml_authentication_providers\"(\"id\", \"enterprise_domain_id\", \"provider_issuer\", \"signon_service_url\", \"logout_service_url\", \"provider_certificate\", \"updated_at\") SELECT \"id\", \"enterprise_domain_id\", \"provider_issuer\", \"signon_service_url\", \"logout_service_url\", \"provider_certificate\", \"updated_at\" FROM \"saml_authentication_providers\"");
    await queryRunner.query("DROP TABLE \"saml_authentication_providers\"");
    await queryRunner.query("ALTER TABLE \"temporary_saml_authentication_providers\" RENAME TO \"saml_authentication_providers\"");
    await queryRunner.query("DROP INDEX \"IDX_3246a7463ce4bd65bfb66eccf0\"");
    await queryRunner.query("CREATE TABLE \"temporary_saml_users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"name_id\" varchar(255) NOT NULL, \"user_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"FK_73f0a85699588f796c112ed69d6\" FOREIGN KEY (\"enterprise_domain_id\") REFERENCES \"enterprise_domains\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT \"FK_1e416d3049addf3d3a67f8cb594\" FOREIGN KEY (\"user_id\") REFERENCES \"users\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"temporary_saml_users\"(\"id\", \"enterprise_domain_id\", \"name_id\", \"user_id\", \"created_at\") SELECT \"id\", \"enterprise_domain_id\", \"name_id\", \"user_id\", \"created_at\" FROM \"saml_users\"");
    await queryRunner.query("DROP TABLE \"saml_users\"");
    await queryRunner.query("ALTER TABLE \"temporary_saml_users\" RENAME TO \"saml_users\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_3246a7463ce4bd65bfb66eccf0\" ON \"saml_users\" (\"enterprise_domain_id\", \"name_id\") ");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_3246a7463ce4bd65bfb66eccf0\"");
    await queryRunner.query("ALTER TABLE \"saml_users\" RENAME TO \"temporary_saml_users\"");
    await queryRunner.query("CREATE TABLE \"saml_users\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"name_id\" varchar(255) NOT NULL, \"user_id\" integer NOT NULL, \"created_at\" datetime NOT NULL DEFAULT (datetime('now')))");
    await queryRunner.query("INSERT INTO \"saml_users\"(\"id\", \"enterprise_domain_id\", \"name_id\", \"user_id\", \"created_at\") SELECT \"id\", \"enterprise_domain_id\", \"name_id\", \"user_id\", \"created_at\" FROM \"temporary_saml_users\"");
    await queryRunner.query("DROP TABLE \"temporary_saml_users\"");
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_3246a7463ce4bd65bfb66eccf0\" ON \"saml_users\" (\"enterprise_domain_id\", \"name_id\") ");
    await queryRunner.query("ALTER TABLE \"saml_authentication_providers\" RENAME TO \"temporary_saml_authentication_providers\"");
    await queryRunner.query("CREATE TABLE \"saml_authentication_providers\" (\"id\" integer PRIMARY KEY AUTOINCREMENT NOT NULL, \"enterprise_domain_id\" integer NOT NULL, \"provider_issuer\" varchar(1024) NOT NULL, \"signon_service_url\" varchar(2048) NOT NULL, \"logout_service_url\" varchar(2048), \"provider_certificate\" text NOT NULL, \"updated_at\" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT \"UQ_8021a549296acbc0655e88dc0e8\" UNIQUE (\"enterprise_domain_id\"), CONSTRAINT \"FK_8021a549296acbc0655e88dc0e8\" FOREIGN KEY (\"enterprise_domain_id\") REFERENCES \"enterprise_domains\" (\"id\") ON DELETE CASCADE ON UPDATE NO ACTION)");
    await queryRunner.query("INSERT INTO \"saml_authentication_providers\"(\"id\", \"enterprise_domain_id\", \"provider_issuer\", \"signon_service_url\", \"logout_service_url\", \"provider_certificate\", \"updated_at\") SELECT \"id\", \"enterprise_domain_id\", \"provider_issuer\", \"signon_service_url\", \"logout_service_url\", \"provider_certificate\", \"updated_at\" FROM \"temporary_saml_authentication_providers\"");
    await queryRunner.query("DROP TABLE \"temporary_saml_authentication_providers\"");
    await queryRunner.query("DROP TABLE \"spent_saml_assertions\"");
    await queryRunner.query("DROP INDEX \"IDX_3246a7463ce4bd65bfb66eccf0\"");
    await queryRunner.query("DROP TABLE \"saml_users\"");
    await queryRunner.query("DROP TABLE \"saml_requests\"");
  }
}
