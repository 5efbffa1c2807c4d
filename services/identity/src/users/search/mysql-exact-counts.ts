import { coveringTrigrams, likeContains } from './user-search-terms';

/** A count statement with its parameters in order. */
export interface CountSql {
  sql: string;
  parameters: unknown[];
}

/** The email's parts as the postings split it: at the first @ (all of it is the domain without one). */
const LOCAL_PART = "SUBSTRING(u.`email`, 1, LOCATE('@', u.`email`) - 1)";
const DOMAIN = "SUBSTRING(u.`email`, LOCATE('@', u.`email`) + 1)";

/**
 * Characters that no collation takes as an @, so a word of them lies wholly in the local part or
 * wholly in the domain (a fullwidth ＠ compares equal to @ under utf8mb4_unicode_ci).
 */
const SPLIT_WORD = /^[\p{L}\p{N}._-]+$/u;

/**
 * MariaDB/MySQL: a count from the index where it is exact, for one word (ADR 0222, "MariaDB's
 * count"); otherwise undefined and the candidates are checked on the user rows.
 * - Three characters: the word is in a user's columns exactly when one of their windows of three
 *   characters equals it character by character, as LIKE compares: user_search_characters counts
 *   it from the index alone (2-15 ms where checking the rows took 100-200 ms at 100,000 users).
 * - More, without an @: as ADR 0417 splits it on SQLite, the users of the domains containing it
 *   (user_search_domains, a row per domain) plus the users whose names or local part contain it and
 *   whose domain does not, checked on the rows of the candidates of the names' and local parts'
 *   postings only ("gmail" in 30,000 addresses is then one domain row, not 30,000 row checks).
 */
export function mysqlExactCount(words: string[]): CountSql | undefined {
  if (words.length !== 1) return undefined;
  const [word] = words;
  const characters = Array.from(word);
  if (characters.length === 3) {
    return { sql: 'SELECT COUNT(DISTINCT `user_id`) AS total FROM `user_search_characters` WHERE `c1` = ? AND `c2` = ? AND `c3` = ?', parameters: characters };
  }
  if (characters.length < 3 || !SPLIT_WORD.test(word)) return undefined;
  const windows = coveringTrigrams(word);
  const postings = windows.map((_, index) => `\`user_search_characters\` p${index}`);
  const onWindow = (index: number): string => `p${index}.\`c1\` = ? AND p${index}.\`c2\` = ? AND p${index}.\`c3\` = ? AND p${index}.\`part\` = 0`;
  const joins = windows.slice(1).map((_, index) => `JOIN ${postings[index + 1]} ON p${index + 1}.\`user_id\` = p0.\`user_id\` AND ${onWindow(index + 1)}`);
  const pattern = likeContains(word);
  const inNamesOnly =
    `SELECT COUNT(*) FROM ${postings[0]} ${joins.join(' ')} JOIN \`users\` u ON u.\`id\` = p0.\`user_id\` ` +
    `WHERE ${onWindow(0)} AND (u.\`first_name\` LIKE ? OR u.\`last_name\` LIKE ? OR ${LOCAL_PART} LIKE ?) AND NOT ${DOMAIN} LIKE ?`;
  const inDomains = 'SELECT COALESCE(SUM(`users`), 0) FROM `user_search_domains` WHERE `domain` LIKE ? COLLATE utf8mb4_unicode_ci';
  return {
    sql: `SELECT (${inDomains}) + (${inNamesOnly}) AS total`,
    parameters: [pattern, ...windows.slice(1).flatMap((window) => Array.from(window)), ...Array.from(windows[0]), pattern, pattern, pattern, pattern],
  };
}
