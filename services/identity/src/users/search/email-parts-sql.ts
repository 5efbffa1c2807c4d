/**
 * SQLite expressions of an email's parts, split at its first @, lower-cased as the search indexes
 * fold (ASCII). A word without an @ is in the email exactly when it is in one of the two parts.
 * The index IDX_users_search_email_domain is built on EMAIL_DOMAIN_SQL('"email"') and the planner
 * uses it only for the identical expression: change these only together with a migration.
 */
export const EMAIL_DOMAIN_SQL = (email: string): string => `lower(substr(${email}, instr(${email}, '@') + 1))`;

export const EMAIL_LOCAL_PART_SQL = (email: string): string => `lower(substr(${email}, 1, instr(${email}, '@') - 1))`;
