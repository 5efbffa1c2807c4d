import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The three searched columns of users, in the order the triggers and the backfill treat them. */
const SEARCHED = ['first_name', 'last_name', 'email'] as const;

/** Positions 1..252 (the longest column is 254 characters), for the backfill's one INSERT … SELECT. */
const POSITIONS =
  '(SELECT units.n + tens.n * 10 + hundreds.n * 100 + 1 AS n FROM ' +
  ['units', 'tens', 'hundreds'].map((name) => `(SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9) ${name}`).join(' CROSS JOIN ') +
  ')';

/**
 * Substring search of GET /v1/users (ADR 0222): a trigram posting table (trigram, user_id) kept in
 * step by triggers, so every write path of users is covered without application code. The trigram
 * column has the users' collation (utf8mb4_unicode_ci): a lookup finds every trigram LIKE would
 * take as equal (case, accents); collation-equal trigrams of one user are stored once (INSERT IGNORE).
 */
export class AddUserSearchTrigrams1795277299867 implements MigrationInterface {
  name = 'AddUserSearchTrigrams1795277299867';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `user_search_trigrams` (`trigram` varchar(3) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL, `user_id` int NOT NULL, PRIMARY KEY (`trigram`, `user_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(`CREATE PROCEDURE \`user_search_add_trigrams\`(IN p_user_id int, IN p_text varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci)
BEGIN
  DECLARE position int DEFAULT 1;
  WHILE position <= CHAR_LENGTH(p_text) - 2 DO
    INSERT IGNORE INTO \`user_search_trigrams\` (\`trigram\`, \`user_id\`) VALUES (SUBSTRING(p_text, position, 3), p_user_id);
    SET position = position + 1;
  END WHILE;
END`);
    await queryRunner.query(`CREATE PROCEDURE \`user_search_remove_trigrams\`(IN p_user_id int, IN p_text varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci)
BEGIN
  DECLARE position int DEFAULT 1;
  WHILE position <= CHAR_LENGTH(p_text) - 2 DO
    DELETE FROM \`user_search_trigrams\` WHERE \`trigram\` = SUBSTRING(p_text, position, 3) AND \`user_id\` = p_user_id;
    SET position = position + 1;
  END WHILE;
END`);
    const calls = (procedure: string, row: 'NEW' | 'OLD'): string => SEARCHED.map((column) => `CALL \`${procedure}\`(${row}.\`id\`, ${row}.\`${column}\`);`).join('\n  ');
    await queryRunner.query(`CREATE TRIGGER \`user_search_after_insert\` AFTER INSERT ON \`users\` FOR EACH ROW
BEGIN
  ${calls('user_search_add_trigrams', 'NEW')}
END`);
    // Compared as bytes: a change of case or accent keeps collation-equal trigrams but is still re-indexed.
    const unchanged = ['id', ...SEARCHED].map((column) => `BINARY NEW.\`${column}\` <=> BINARY OLD.\`${column}\``).join(' AND ');
    await queryRunner.query(`CREATE TRIGGER \`user_search_after_update\` AFTER UPDATE ON \`users\` FOR EACH ROW
BEGIN
  IF NOT (${unchanged}) THEN
    ${calls('user_search_remove_trigrams', 'OLD')}
    ${calls('user_search_add_trigrams', 'NEW')}
  END IF;
END`);
    await queryRunner.query(`CREATE TRIGGER \`user_search_after_delete\` AFTER DELETE ON \`users\` FOR EACH ROW
BEGIN
  ${calls('user_search_remove_trigrams', 'OLD')}
END`);
    const backfill = SEARCHED.map(
      (column) => `SELECT SUBSTRING(u.\`${column}\`, p.n, 3), u.\`id\` FROM \`users\` u JOIN ${POSITIONS} p ON p.n <= CHAR_LENGTH(u.\`${column}\`) - 2`,
    ).join(' UNION ALL ');
    await queryRunner.query(`INSERT IGNORE INTO \`user_search_trigrams\` (\`trigram\`, \`user_id\`) ${backfill}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER `user_search_after_delete`');
    await queryRunner.query('DROP TRIGGER `user_search_after_update`');
    await queryRunner.query('DROP TRIGGER `user_search_after_insert`');
    await queryRunner.query('DROP PROCEDURE `user_search_remove_trigrams`');
    await queryRunner.query('DROP PROCEDURE `user_search_add_trigrams`');
    await queryRunner.query('DROP TABLE `user_search_trigrams`');
  }
}
