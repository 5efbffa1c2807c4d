import { SPLIT_FROM_DOMAIN_USERS } from './domain-split-count';
import { type CountSql, mysqlExactCount } from './mysql-exact-counts';

/** Stands for the count of the candidates checked on their rows. */
const WHOLE: CountSql = { sql: 'SELECT COUNT(*) FROM `candidates` WHERE `word` = ?', parameters: ['whole'] };

describe('mysqlExactCount', () => {
  it('counts one word of three characters from the one-character postings', () => {
    expect(mysqlExactCount(['sßa'], WHOLE)).toEqual({ sql: expect.stringContaining('FROM `user_search_characters` WHERE `c1` = ? AND `c2` = ? AND `c3` = ?') as string, parameters: ['s', 'ß', 'a'] });
  });

  it('splits a longer word without an @ into its domains and its names-only candidates, else takes the whole count, parameters in the order of the statement', () => {
    const count = mysqlExactCount(['gmail'], WHOLE);
    if (!count) throw new Error('a word of five letters is counted');
    expect(count.sql).toMatch(/^SELECT CASE WHEN d\.users >= \? THEN d\.users \+ \(SELECT COUNT\(\*\) FROM `user_search_characters` p0 .*\) ELSE \(SELECT COUNT\(\*\) FROM `candidates` WHERE `word` = \?\) END AS total FROM \(SELECT .* FROM `user_search_domains` .*\) d$/u);
    expect(count.sql.match(/`user_search_characters` p\d/g)).toEqual(['`user_search_characters` p0', '`user_search_characters` p1']);
    // The threshold, the joined window "ail", the driving window "gma", the four checks on the row, the whole count's, the domains' pattern.
    expect(count.parameters).toEqual([SPLIT_FROM_DOMAIN_USERS, 'a', 'i', 'l', 'g', 'm', 'a', '%gmail%', '%gmail%', '%gmail%', '%gmail%', 'whole', '%gmail%']);
    expect(count.sql.split('?').length).toBe(count.parameters.length + 1);
    expect(mysqlExactCount(['gmail'], WHOLE, 0)?.parameters[0]).toBe(0);
  });

  it.each([[['ab']], [['mar', 'son']], [['n@gmail']], [['n＠gmail']], [['50%off']]])('leaves %j to the checked candidates', (words) => {
    expect(mysqlExactCount(words, WHOLE)).toBeUndefined();
  });
});
