import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The three searched columns of users, in the order the triggers and the backfill treat them. */
const SEARCHED = ['first_name', 'last_name', 'email'] as const;

/**
 * Where in a column its windows start to count as "at or after the @" (part 1): the email's first @
 * (0 when it has none, so all of it is part 1, as SQLite's split of ADR 0417 treats it); beyond the
 * longest column for the names, which are part 0 throughout.
 */
const splitAt = (row: string, column: (typeof SEARCHED)[number]): string => (column === 'email' ? `LOCATE('@', ${row}.\`email\`)` : '255');

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

/** One character of the users' collation: compared one by one, three of them match as LIKE does. */
const CHARACTER = 'char(1) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci NOT NULL';

/** The backfill of user_search_characters from every user, as the triggers would write it (the bench's seed writes the same statement). */
const userSearchCharactersBackfill = (longest: Record<(typeof SEARCHED)[number], number>): string =>
  'INSERT IGNORE INTO `user_search_characters` (`c1`, `c2`, `c3`, `part`, `user_id`) ' +
  SEARCHED.map(
    (column) =>
      `SELECT SUBSTRING(u.\`${column}\`, p.n, 1), SUBSTRING(u.\`${column}\`, p.n + 1, 1), SUBSTRING(u.\`${column}\`, p.n + 2, 1), p.n + 2 >= ${splitAt('u', column)}, u.\`id\` ` +
      `FROM \`users\` u JOIN ${positionsUpTo(longest[column])} p ON p.n <= CHAR_LENGTH(u.\`${column}\`) - 2`,
  ).join(' UNION ALL ');

/**
 * The email's domain as SQLite's split takes it (ADR 0417): after the first @, or all of it without
 * one; as its exact bytes, so that domains the collation takes as equal keep their own counts.
 */
const domainOf = (row: string): string => `SUBSTRING(${row}.\`email\`, LOCATE('@', ${row}.\`email\`) + 1) COLLATE utf8mb4_bin`;

/** The backfill of user_search_domains (the bench's seed writes the same statement). */
const USER_SEARCH_DOMAINS_BACKFILL = `INSERT INTO \`user_search_domains\` (\`domain\`, \`users\`) SELECT ${domainOf('u')}, COUNT(*) FROM \`users\` u GROUP BY ${domainOf('u')}`;

/**
 * Exact counts of the user search on MariaDB/MySQL (ADR 0222, "MariaDB's count"): the postings of
 * user_search_trigrams compare whole trigrams with `=`, which under utf8mb4_unicode_ci is not LIKE
 * ('sßa' = 'ßsa' holds, LIKE does not), so their candidates must be checked on the user rows. These
 * postings keep each window of three characters as three one-character columns, which compare as
 * LIKE does character by character: the users matching a word of three characters are counted from
 * the index alone. `part` says whether the window lies in the names or the email's local part (0) or
 * touches the @ or follows it (1), for counting a word without an @ split at the @ as on SQLite:
 * user_search_domains keeps the users of each domain (its exact bytes; searches compare it under
 * the users' collation), kept by the same triggers.
 */
export class AddUserSearchCounts1795690109784 implements MigrationInterface {
  name = 'AddUserSearchCounts1795690109784';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`user_search_characters\` (\`c1\` ${CHARACTER}, \`c2\` ${CHARACTER}, \`c3\` ${CHARACTER}, \`part\` tinyint NOT NULL, \`user_id\` int NOT NULL, ` +
        'PRIMARY KEY (`c1`, `c2`, `c3`, `part`, `user_id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `user_search_domains` (`domain` varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, `users` int NOT NULL, PRIMARY KEY (`domain`)) ENGINE=InnoDB',
    );
    const window = 'SUBSTRING(p_text, position, 1), SUBSTRING(p_text, position + 1, 1), SUBSTRING(p_text, position + 2, 1), position + 2 >= p_split_at';
    const forEachWindow = (statement: string): string => `(IN p_user_id int, IN p_text varchar(254) CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci, IN p_split_at int)
BEGIN
  DECLARE position int DEFAULT 1;
  WHILE position <= CHAR_LENGTH(p_text) - 2 DO
    ${statement};
    SET position = position + 1;
  END WHILE;
END`;
    await queryRunner.query(
      `CREATE PROCEDURE \`user_search_add_characters\`${forEachWindow(`INSERT IGNORE INTO \`user_search_characters\` (\`c1\`, \`c2\`, \`c3\`, \`part\`, \`user_id\`) VALUES (${window}, p_user_id)`)}`,
    );
    await queryRunner.query(
      `CREATE PROCEDURE \`user_search_remove_characters\`${forEachWindow(
        'DELETE FROM `user_search_characters` WHERE `c1` = SUBSTRING(p_text, position, 1) AND `c2` = SUBSTRING(p_text, position + 1, 1) ' +
          'AND `c3` = SUBSTRING(p_text, position + 2, 1) AND `part` = (position + 2 >= p_split_at) AND `user_id` = p_user_id',
      )}`,
    );
    const addDomain = (row: 'NEW' | 'OLD'): string => `INSERT INTO \`user_search_domains\` (\`domain\`, \`users\`) VALUES (${domainOf(row)}, 1) ON DUPLICATE KEY UPDATE \`users\` = \`users\` + 1;`;
    // A domain without users leaves no row behind.
    const removeDomain = (row: 'NEW' | 'OLD'): string =>
      `UPDATE \`user_search_domains\` SET \`users\` = \`users\` - 1 WHERE \`domain\` = ${domainOf(row)};\n  DELETE FROM \`user_search_domains\` WHERE \`domain\` = ${domainOf(row)} AND \`users\` = 0;`;
    const call = (procedure: string, row: 'NEW' | 'OLD'): string[] => SEARCHED.map((column) => `CALL \`${procedure}\`(${row}.\`id\`, ${row}.\`${column}\`, ${splitAt(row, column)});`);
    const add = (row: 'NEW' | 'OLD'): string => [...call('user_search_add_characters', row), addDomain(row)].join('\n  ');
    const remove = (row: 'NEW' | 'OLD'): string => [...call('user_search_remove_characters', row), removeDomain(row)].join('\n  ');
    await queryRunner.query(`CREATE TRIGGER \`user_search_counts_after_insert\` AFTER INSERT ON \`users\` FOR EACH ROW
BEGIN
  ${add('NEW')}
END`);
    // Compared as bytes: a change of case or accent keeps collation-equal windows but is still re-indexed.
    const unchanged = ['id', ...SEARCHED].map((column) => `BINARY NEW.\`${column}\` <=> BINARY OLD.\`${column}\``).join(' AND ');
    await queryRunner.query(`CREATE TRIGGER \`user_search_counts_after_update\` AFTER UPDATE ON \`users\` FOR EACH ROW
BEGIN
  IF NOT (${unchanged}) THEN
    ${remove('OLD')}
    ${add('NEW')}
  END IF;
END`);
    await queryRunner.query(`CREATE TRIGGER \`user_search_counts_after_delete\` AFTER DELETE ON \`users\` FOR EACH ROW
BEGIN
  ${remove('OLD')}
END`);
    await queryRunner.query(userSearchCharactersBackfill(await longestValues(queryRunner)));
    await queryRunner.query(USER_SEARCH_DOMAINS_BACKFILL);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER `user_search_counts_after_delete`');
    await queryRunner.query('DROP TRIGGER `user_search_counts_after_update`');
    await queryRunner.query('DROP TRIGGER `user_search_counts_after_insert`');
    await queryRunner.query('DROP PROCEDURE `user_search_remove_characters`');
    await queryRunner.query('DROP PROCEDURE `user_search_add_characters`');
    await queryRunner.query('DROP TABLE `user_search_domains`');
    await queryRunner.query('DROP TABLE `user_search_characters`');
  }
}
