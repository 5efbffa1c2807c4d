import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 25 item 5 (ADR 0234): the application's hand-off state, with the token and with a SAML sign-in's pending hand-off. */
export class AddHandOffState1795757922703 implements MigrationInterface {
  name = 'AddHandOffState1795757922703';

  // A nullable column needs no table rebuild: SQLite adds it in place and rewrites the stored CREATE TABLE.
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "handoff_tokens" ADD COLUMN "state" varchar(128)');
    await queryRunner.query('ALTER TABLE "saml_requests" ADD COLUMN "state" varchar(128)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saml_requests" DROP COLUMN "state"');
    await queryRunner.query('ALTER TABLE "handoff_tokens" DROP COLUMN "state"');
  }
}
