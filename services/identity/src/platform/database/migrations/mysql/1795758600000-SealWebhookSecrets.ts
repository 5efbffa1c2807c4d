import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 25 item 17 (ADR 0239): webhook secrets are stored sealed with KEYS_ENCRYPTION_KEY, longer
 * than the 64 characters the plain secret needed. MODIFY keeps the rows (TypeORM's generated
 * DROP and ADD would lose every secret); the service seals plain secrets at start. Down keeps them
 * only while no sealed value is stored.
 */
export class SealWebhookSecrets1795758600000 implements MigrationInterface {
  name = 'SealWebhookSecrets1795758600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `site_applications` MODIFY `webhook_secret` varchar(255) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `site_applications` MODIFY `webhook_secret` varchar(64) NULL');
  }
}
