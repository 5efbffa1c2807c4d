import type { MigrationInterface, QueryRunner } from 'typeorm';

/** saml_requests.interaction (issue 28): the OpenID Connect interaction a SAML sign-in finishes. */
export class AddSamlRequestInteraction1795800300000 implements MigrationInterface {
  name = 'AddSamlRequestInteraction1795800300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saml_requests" ADD "interaction" varchar(128) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "saml_requests" DROP COLUMN "interaction"');
  }
}
