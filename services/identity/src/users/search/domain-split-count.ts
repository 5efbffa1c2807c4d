import { EMAIL_DOMAIN_SQL, EMAIL_LOCAL_PART_SQL } from './email-parts-sql';
import { asciiLower, ftsPhrase, isInfixWord, likeContains } from './user-search-terms';

/** Runs one SQL statement and gives its rows. */
export type RunSql = (sql: string, parameters: unknown[]) => Promise<Record<string, number | string | null>[]>;

/** The rows of user_search_domains whose domain contains the word (the one parameter, a LIKE pattern). */
const DOMAIN_MATCHES = `FROM "user_search_domains" WHERE "domain" LIKE ? ESCAPE '\\'`;

/**
 * The domains containing the word. `+` drops the column's text affinity, which the expression of
 * IDX_users_search_email_domain does not have: with it, SQLite would scan that index whole instead
 * of seeking each domain.
 */
const DOMAINS_CONTAINING = `SELECT +"domain" ${DOMAIN_MATCHES}`;

/**
 * Checking one user row (a rowid lookup and the comparison) costs about as much as this many posting
 * entries of an FTS5 phrase count: 4.3-4.4 µs a row against 150-350 ns an entry at a million users.
 */
const ROW_CHECK_IN_POSTINGS = 20;

/**
 * Below this many users in the matching domains, splitting saves at most that many postings of the
 * whole count (a few ms), less than the names count it needs first: the whole count is taken at once.
 * MariaDB's split count takes the same threshold (mysql-exact-counts.ts).
 */
export const SPLIT_FROM_DOMAIN_USERS = 10_000;

/** How the users in both A and B are found: none can be, ADR 0222's whole count instead, or walking A's or B's rows. */
export type OverlapWay = 'none' | 'whole index' | 'names' | 'domains';

/** The cheapest way by the estimate above, from the sizes of A and B. */
export function overlapWay(inNames: number, inDomains: number): OverlapWay {
  if (inNames === 0 || inDomains === 0) return 'none';
  const fromNames = inNames * ROW_CHECK_IN_POSTINGS;
  const fromDomains = inDomains * ROW_CHECK_IN_POSTINGS;
  if (inNames + inDomains <= Math.min(fromNames, fromDomains)) return 'whole index';
  return fromNames <= fromDomains ? 'names' : 'domains';
}

/** When to split and how to find the overlap; tests force each way. */
export interface CountPlan {
  splitFromDomainUsers: number;
  overlapWay: (inNames: number, inDomains: number) => OverlapWay;
}

const DEFAULT_PLAN: CountPlan = { splitFromDomainUsers: SPLIT_FROM_DOMAIN_USERS, overlapWay };

/**
 * SQLite, the count of a search of one word of 3+ characters without an @ (ADR 0417). Such a word
 * is in the email exactly when it is in the local part or in the domain, so the users it matches
 * are A (names or local part contain it: the user_search_names index) together with B (the users of
 * the domains that contain it: user_search_domains keeps each domain's count). When A or B is empty
 * the total is |A| + |B|: "gmail" in 300,000 addresses is one row of user_search_domains, not
 * 300,000 phrase checks. Otherwise the total is |A| + |B| - |A and B| with the overlap counted on the
 * user rows from the shorter side, unless ADR 0222's count over the whole index (`countAll`) is
 * cheaper by the estimates above.
 */
export async function countByDomainSplit(run: RunSql, word: string, countAll: () => Promise<number>, plan: CountPlan = DEFAULT_PLAN): Promise<number> {
  const phrase = ftsPhrase(asciiLower(word));
  const pattern = likeContains(word);
  const [domains] = await run(`SELECT COALESCE(SUM("users"), 0) AS users ${DOMAIN_MATCHES}`, [pattern]);
  const inDomains = Number(domains.users);
  if (inDomains > 0 && inDomains < plan.splitFromDomainUsers) return countAll();
  const [named] = await run('SELECT COUNT(*) AS total FROM "user_search_names" WHERE "user_search_names" MATCH ?', [phrase]);
  const inNames = Number(named.total);
  const way = plan.overlapWay(inNames, inDomains);
  if (way === 'none') return inNames + inDomains;
  if (way === 'whole index') return countAll();
  const [overlap] =
    way === 'names'
      ? await run(
          `SELECT COUNT(*) AS total FROM "user_search_names" JOIN "users" u ON u."id" = "user_search_names".rowid WHERE "user_search_names" MATCH ? AND ${EMAIL_DOMAIN_SQL('u."email"')} IN (${DOMAINS_CONTAINING})`,
          [phrase, pattern],
        )
      : await run(
          `SELECT COUNT(*) AS total FROM "users" u WHERE ${EMAIL_DOMAIN_SQL('u."email"')} IN (${DOMAINS_CONTAINING}) AND (u."first_name" LIKE ? ESCAPE '\\' OR u."last_name" LIKE ? ESCAPE '\\' OR ${EMAIL_LOCAL_PART_SQL('u."email"')} LIKE ? ESCAPE '\\')`,
          [pattern, pattern, pattern, pattern],
        );
  return inNames + inDomains - Number(overlap.total);
}

/** One word of 3+ characters without an @ lies wholly in the local part or wholly in the domain. */
export function isDomainSplitWord(word: string): boolean {
  return isInfixWord(word) && !word.includes('@');
}
