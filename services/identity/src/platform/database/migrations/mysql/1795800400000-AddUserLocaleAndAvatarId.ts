import { randomBytes } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * users.locale (the person's language) and users.avatar_id (the random id of the avatar's public
 * address), issue 28, docs/adr/0803. An avatar stored before gets its id here, from node:crypto (the
 * engine's own random functions differ between SQLite and MySQL, and SQLite's is no CSPRNG).
 */
export class AddUserLocaleAndAvatarId1795800400000 implements MigrationInterface {
  name = 'AddUserLocaleAndAvatarId1795800400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `users` ADD `locale` varchar(8) NULL');
    await queryRunner.query('ALTER TABLE `users` ADD `avatar_id` varchar(32) NULL');
    await queryRunner.query('CREATE UNIQUE INDEX `IDX_users_avatar_id` ON `users` (`avatar_id`)');
    const withAvatar: Array<{ id: number }> = await queryRunner.query('SELECT `id` FROM `users` WHERE `avatar_updated_at` IS NOT NULL');
    for (const { id } of withAvatar) {
      await queryRunner.query('UPDATE `users` SET `avatar_id` = ? WHERE `id` = ?', [randomBytes(16).toString('hex'), id]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_users_avatar_id` ON `users`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `avatar_id`');
    await queryRunner.query('ALTER TABLE `users` DROP COLUMN `locale`');
  }
}
