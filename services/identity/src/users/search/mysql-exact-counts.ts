import { SPLIT_FROM_DOMAIN_USERS } from './domain-split-count';
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
 * count"); otherwise undefined. `whole` is the count of the candidates checked on the user rows
 * (`SELECT COUNT(*) FROM …`), which it takes where splitting would not pay: below SQLite's
 * threshold of users in the matching domains (ADR 0417), since the names-only candidates cost about
 * twice as much each (three collated columns to compare in the one-character postings against one):
 * "rilo" 11 ms split, 6 ms whole; "gmail" 1.4 ms split, 121 ms whole (100,000 users).
 * - Three characters: the word is in a user's columns exactly when one of their windows of three
 *   characters equals it character by character, as LIKE compares: user_search_characters counts
 *   it from the index alone ("son" 8 ms, "mar" 1.5 ms; checking the rows took 27 and 6 ms at 100,000 users).
 * - More, without an @: as ADR 0417 splits it on SQLite, when the domains containing it hold at
 *   least `splitFromDomainUsers` users, those users (user_search_domains, a row per domain) plus
 *   the users whose names or local part contain it and whose domain does not, checked on the rows of
 *   the candidates of the names' and local parts' postings only ("gmail" in 30,000 addresses is
 *   then one domain row, not 30,000 row checks); with fewer, `whole` in the same statement.
 */
export function mysqlExactCount(words: string[], whole: CountSql, splitFromDomainUsers = SPLIT_FROM_DOMAIN_USERS): CountSql | undefined {
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
  const inDomains = 'SELECT COALESCE(SUM(`users`), 0) AS users FROM `user_search_domains` WHERE `domain` LIKE ? COLLATE utf8mb4_unicode_ci';
  // CASE evaluates only the branch it takes, so the other subquery never runs.
  return {
    sql: `SELECT CASE WHEN d.users >= ? THEN d.users + (${inNamesOnly}) ELSE (${whole.sql}) END AS total FROM (${inDomains}) d`,
    parameters: [
      splitFromDomainUsers,
      ...windows.slice(1).flatMap((window) => Array.from(window)),
      ...Array.from(windows[0]),
      pattern,
      pattern,
      pattern,
      pattern,
      ...whole.parameters,
      pattern,
    ],
  };
}
