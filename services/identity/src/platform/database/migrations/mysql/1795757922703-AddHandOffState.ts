import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 25 item 5 (ADR 0234): the application's hand-off state, with the token and with a SAML sign-in's pending hand-off. */
export class AddHandOffState1795757922703 implements MigrationInterface {
  name = 'AddHandOffState1795757922703';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `handoff_tokens` ADD `state` varchar(128) NULL');
    await queryRunner.query('ALTER TABLE `saml_requests` ADD `state` varchar(128) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `saml_requests` DROP COLUMN `state`');
    await queryRunner.query('ALTER TABLE `handoff_tokens` DROP COLUMN `state`');
  }
}
