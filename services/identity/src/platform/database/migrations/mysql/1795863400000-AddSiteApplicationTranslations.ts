import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The demo applications' Italian texts, given to a seeded row whose English texts are still the seed's. */
const SEEDED_ITALIAN_TEXTS: ReadonlyArray<{ clientId: string; name: string; description: string; translations: string }> = [
  {
    clientId: 'weather-radar',
    name: 'Radar',
    description: 'Live rain radar and lightning over your area.',
    translations: JSON.stringify({ it: { description: 'Radar della pioggia e fulmini in tempo reale sulla tua zona.' } }),
  },
  {
    clientId: 'weather-forecast',
    name: 'Forecast',
    description: 'Seven-day forecasts for the places you follow.',
    translations: JSON.stringify({ it: { name: 'Previsioni', description: 'Previsioni a sette giorni per i luoghi che segui.' } }),
  },
  {
    clientId: 'weather-alerts',
    name: 'Alerts',
    description: 'Severe weather warnings, sent where you are.',
    translations: JSON.stringify({ it: { name: 'Allerte', description: 'Avvisi di maltempo, inviati dove ti trovi.' } }),
  },
];

/**
 * site_applications.translations (issue 31 #6, docs/adr/1005-catalogue-translations.md): an
 * application's name and description in the portal's other languages, JSON; null: English only. The
 * seeded applications an administrator has not reworded get their Italian texts.
 */
export class AddSiteApplicationTranslations1795863400000 implements MigrationInterface {
  name = 'AddSiteApplicationTranslations1795863400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `site_applications` ADD `translations` text NULL');
    for (const seeded of SEEDED_ITALIAN_TEXTS) {
      await queryRunner.query('UPDATE `site_applications` SET `translations` = ? WHERE `client_id` = ? AND `name` = ? AND `description` = ?', [
        seeded.translations,
        seeded.clientId,
        seeded.name,
        seeded.description,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `site_applications` DROP COLUMN `translations`');
  }
}
