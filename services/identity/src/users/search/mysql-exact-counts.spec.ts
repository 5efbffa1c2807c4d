import { mysqlExactCount } from './mysql-exact-counts';

describe('mysqlExactCount', () => {
  it('counts one word of three characters from the one-character postings', () => {
    expect(mysqlExactCount(['sßa'])).toEqual({ sql: expect.stringContaining('FROM `user_search_characters` WHERE `c1` = ? AND `c2` = ? AND `c3` = ?') as string, parameters: ['s', 'ß', 'a'] });
  });

  it('splits a longer word without an @ into its domains and its names-only candidates, parameters in the order of the statement', () => {
    const count = mysqlExactCount(['gmail']);
    expect(count?.sql.match(/`user_search_characters` p\d/g)).toEqual(['`user_search_characters` p0', '`user_search_characters` p1']);
    // The domains' pattern, the joined window "ail", the driving window "gma", then the four checks on the row.
    expect(count?.parameters).toEqual(['%gmail%', 'a', 'i', 'l', 'g', 'm', 'a', '%gmail%', '%gmail%', '%gmail%', '%gmail%']);
    expect(count?.sql.split('?').length).toBe(count!.parameters.length + 1);
  });

  it.each([[['ab']], [['mar', 'son']], [['n@gmail']], [['n＠gmail']], [['50%off']]])('leaves %j to the checked candidates', (words) => {
    expect(mysqlExactCount(words)).toBeUndefined();
  });
});
