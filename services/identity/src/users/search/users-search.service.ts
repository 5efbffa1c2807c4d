import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, In } from 'typeorm';
import { User } from '../user.entity';
import { countByDomainSplit, isDomainSplitWord, type RunSql } from './domain-split-count';
import { mysqlTrigramSearch, type SearchSql, sqliteTrigramSearch } from './trigram-search-sql';
import { asciiLower, isInfixWord, likePrefix, prefixRange, searchWords } from './user-search-terms';

export interface UserSearchPage {
  users: User[];
  total: number;
}

interface SqlPart {
  sql: string;
  parameters: unknown[];
}

/**
 * GET /v1/users: every word must be found in the first name, the last name or the email of the
 * user, so "ada love" finds Ada Lovelace and "race" finds Grace. A word of 3+ characters matches
 * anywhere, exactly as `LIKE '%word%'` would, answered from a trigram index kept by triggers
 * (docs/adr/0222-user-search-substrings.md); when every word is shorter, the words match as
 * prefixes, each an index range scan shaped per engine (docs/adr/0220-user-search.md): on SQLite
 * one WHERE with an OR of ranges on the lower() expression indexes; on MariaDB a UNION of three
 * index-only LIKE 'word%' scans per word, joined across words. On SQLite, one word of 3+ characters
 * without an @ is counted by splitting the email at its @ (docs/adr/0417-user-search-count-by-domain.md).
 */
@Injectable()
export class UsersSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(text: string | undefined, limit: number, offset: number): Promise<UserSearchPage> {
    const words = searchWords(text);
    const sqlite = this.dataSource.options.type === 'better-sqlite3';
    if (sqlite && words.length === 1 && isDomainSplitWord(words[0])) {
      const search = sqliteTrigramSearch(words);
      const run: RunSql = (sql, parameters) => this.dataSource.query(sql, parameters);
      return this.searchTrigrams(search, limit, offset, () => countByDomainSplit(run, words[0], () => this.countTrigrams(search)));
    }
    if (words.some(isInfixWord)) return this.searchTrigrams(sqlite ? sqliteTrigramSearch(words) : mysqlTrigramSearch(words), limit, offset);
    if (words.length === 0 || sqlite) return this.searchInOneWhere(words, limit, offset);
    const matches = this.matchingIds(words);
    const [counted] = (await this.dataSource.query(`SELECT COUNT(*) AS total FROM ${matches.sql}`, matches.parameters)) as { total: number | string }[];
    const page = (await this.dataSource.query(`SELECT w0.id AS id FROM ${matches.sql} ORDER BY w0.id LIMIT ? OFFSET ?`, [
      ...matches.parameters,
      limit,
      offset,
    ])) as { id: number | string }[];
    return { users: await this.usersByIds(page.map((row) => Number(row.id))), total: Number(counted.total) };
  }

  /** The page of a trigram search, verified on the user rows, and its count (given, or from the index where that is exact). */
  private async searchTrigrams(search: SearchSql, limit: number, offset: number, countTotal?: () => Promise<number>): Promise<UserSearchPage> {
    const total = countTotal ? await countTotal() : await this.countTrigrams(search);
    const page = (await this.dataSource.query(`SELECT u.id AS id ${search.from} ORDER BY ${search.orderBy} LIMIT ? OFFSET ?`, [
      ...search.parameters,
      limit,
      offset,
    ])) as { id: number | string }[];
    return { users: await this.usersByIds(page.map((row) => Number(row.id))), total };
  }

  private async countTrigrams(search: SearchSql): Promise<number> {
    const count = search.count ?? { sql: `SELECT COUNT(*) AS total ${search.from}`, parameters: search.parameters };
    const [counted] = (await this.dataSource.query(count.sql, count.parameters)) as { total: number | string }[];
    return Number(counted.total);
  }

  private async usersByIds(ids: number[]): Promise<User[]> {
    const users = ids.length > 0 ? await this.dataSource.getRepository(User).findBy({ id: In(ids) }) : [];
    return users.sort((a, b) => a.id - b.id);
  }

  /** SQLite, every word shorter than 3 characters (and the blank search): each word an OR of ranges on the lower() expression indexes. */
  private async searchInOneWhere(words: string[], limit: number, offset: number): Promise<UserSearchPage> {
    const query = this.dataSource.getRepository(User).createQueryBuilder('user');
    words.forEach((word, index) => {
      const { from, to } = prefixRange(asciiLower(word));
      const range = (expression: string): string => `(${expression} >= :from${index} AND ${expression} < :to${index})`;
      query.andWhere(
        new Brackets((fields) => fields.where(range('lower(user.firstName)')).orWhere(range('lower(user.lastName)')).orWhere(range('user.email'))),
        { [`from${index}`]: from, [`to${index}`]: to },
      );
    });
    const [users, total] = await query.orderBy('user.id', 'ASC').take(limit).skip(offset).getManyAndCount();
    return { users, total };
  }

  /** `(ids of word 0) w0 JOIN (ids of word 1) w1 ON w1.id = w0.id …`: the users matching every word. */
  private matchingIds(words: string[]): SqlPart {
    const parts = words.map((word) => this.idsStartingWith(word));
    const sql = parts.map((part, index) => (index === 0 ? `(${part.sql}) w0` : `JOIN (${part.sql}) w${index} ON w${index}.id = w0.id`)).join(' ');
    return { sql, parameters: parts.flatMap((part) => part.parameters) };
  }

  /** MariaDB, every word shorter than 3 characters: the columns' collation (utf8mb4_unicode_ci) ignores case; a backslash is LIKE's default escape. */
  private idsStartingWith(word: string): SqlPart {
    const pattern = likePrefix(word);
    const like = (column: string): string => `SELECT id FROM users WHERE ${column} LIKE ?`;
    return { sql: [like('first_name'), like('last_name'), like('email')].join(' UNION '), parameters: [pattern, pattern, pattern] };
  }
}
