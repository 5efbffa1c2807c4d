import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 25 items 5 and 8 (ADR 0235): an AuthnRequest's browser binding, and a provider's SHA-1 opt-in. */
export class SamlBrowserBindingAndSha1OptIn1795758181001 implements MigrationInterface {
  name = 'SamlBrowserBindingAndSha1OptIn1795758181001';

  // A nullable column, or one with a default, needs no table rebuild: SQLite adds it in place.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saml_requests" ADD COLUMN "browser_binding_hash" varchar(64)');
    await queryRunner.query('ALTER TABLE "saml_authentication_providers" ADD COLUMN "allow_sha1_signatures" boolean NOT NULL DEFAULT (0)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saml_authentication_providers" DROP COLUMN "allow_sha1_signatures"');
    await queryRunner.query('ALTER TABLE "saml_requests" DROP COLUMN "browser_binding_hash"');
  }
}
