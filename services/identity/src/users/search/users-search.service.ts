import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In } from 'typeorm';
import { User } from '../user.entity';
import { asciiLower, likePrefix, prefixRange, searchWords } from './user-search-terms';

export interface UserSearchPage {
  users: User[];
  total: number;
}

interface SqlPart {
  sql: string;
  parameters: unknown[];
}

/**
 * GET /v1/users: every word must start the first name, the last name or the email of the user, so
 * "ada love" finds Ada Lovelace. Each word is a UNION of three index range scans that read only the
 * index (docs/adr/0220-user-search.md): on MariaDB LIKE 'word%' on the case-insensitive columns'
 * indexes, on SQLite ranges on the lower() expression indexes. An OR of the three in one WHERE made
 * MariaDB scan far more rows at a million users.
 */
@Injectable()
export class UsersSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(text: string | undefined, limit: number, offset: number): Promise<UserSearchPage> {
    const words = searchWords(text);
    if (words.length === 0) {
      const [users, total] = await this.dataSource.getRepository(User).findAndCount({ order: { id: 'ASC' }, take: limit, skip: offset });
      return { users, total };
    }
    const matches = this.matchingIds(words);
    const [counted] = (await this.dataSource.query(`SELECT COUNT(*) AS total FROM ${matches.sql}`, matches.parameters)) as { total: number | string }[];
    const page = (await this.dataSource.query(`SELECT w0.id AS id FROM ${matches.sql} ORDER BY w0.id LIMIT ? OFFSET ?`, [
      ...matches.parameters,
      limit,
      offset,
    ])) as { id: number | string }[];
    const ids = page.map((row) => Number(row.id));
    const users = ids.length > 0 ? await this.dataSource.getRepository(User).findBy({ id: In(ids) }) : [];
    return { users: users.sort((a, b) => a.id - b.id), total: Number(counted.total) };
  }

  /** `(ids of word 0) w0 JOIN (ids of word 1) w1 ON w1.id = w0.id …`: the users matching every word. */
  private matchingIds(words: string[]): SqlPart {
    const parts = words.map((word) => this.idsStartingWith(word));
    const sql = parts.map((part, index) => (index === 0 ? `(${part.sql}) w0` : `JOIN (${part.sql}) w${index} ON w${index}.id = w0.id`)).join(' ');
    return { sql, parameters: parts.flatMap((part) => part.parameters) };
  }

  private idsStartingWith(word: string): SqlPart {
    if (this.dataSource.options.type === 'better-sqlite3') {
      const { from, to } = prefixRange(asciiLower(word));
      const range = (expression: string): string => `SELECT id FROM users WHERE ${expression} >= ? AND ${expression} < ?`;
      return {
        sql: [range('lower(first_name)'), range('lower(last_name)'), range('email')].join(' UNION '),
        parameters: [from, to, from, to, from, to],
      };
    }
    // The columns' collation (utf8mb4_unicode_ci) already ignores case; `\` is LIKE's default escape.
    const pattern = likePrefix(word);
    const like = (column: string): string => `SELECT id FROM users WHERE ${column} LIKE ?`;
    return { sql: [like('first_name'), like('last_name'), like('email')].join(' UNION '), parameters: [pattern, pattern, pattern] };
  }
}
