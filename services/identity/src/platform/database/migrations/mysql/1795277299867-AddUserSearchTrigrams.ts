import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The three searched columns of users, in the order the triggers and the backfill treat them. */
const SEARCHED = ['first_name', 'last_name', 'email'] as const;

const POSITION = 'units.n + tens.n * 10 + hundreds.n * 100 + 1';

/**
 * Positions 1..n for the backfill's one INSERT … SELECT, n the column's longest value less 2 (at
 * most 252: the longest column is 254 characters). Joined to every user, the cross join's 1,000
 * positions had cost about 13 s per column per 100,000 users on MariaDB; bounded, about 0.6 s.
 */
const positionsUpTo = (longest: number): string =>
  `(SELECT ${POSITION} AS n FROM ` +
  ['units', 'tens', 'hundreds'].map((name) => `(SELECT 0 AS n UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9) ${name}`).join(' CROSS JOIN ') +
  ` WHERE ${POSITION} <= ${Math.min(252, longest - 2)})`;

/** Each searched column's longest value in characters (0 without users). */
async function longestValues(queryRunner: QueryRunner): Promise<Record<(typeof SEARCHED)[number], number>> {
  const rows = (await queryRunner.query(`SELECT ${SEARCHED.map((column) => `COALESCE(MAX(CHAR_LENGTH(\`${column}\`)), 0) AS \`${column}\``).join(', ')} FROM \`users\``)) as Record<string, number | string>[];
  return Object.fromEntries(SEARCHED.map((column) => [column, Number(rows[0][column])])) as Record<(typeof SEARCHED)[number], number>;
}

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
    const longest = await longestValues(queryRunner);
    const backfill = SEARCHED.map(
      (column) => `SELECT SUBSTRING(u.\`${column}\`, p.n, 3), u.\`id\` FROM \`users\` u JOIN ${positionsUpTo(longest[column])} p ON p.n <= CHAR_LENGTH(u.\`${column}\`) - 2`,
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
