import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { User } from '../user.entity';
import { asciiLower, likePrefix, prefixRange, searchWords } from './user-search-terms';

export interface UserSearchPage {
  users: User[];
  total: number;
}

/**
 * GET /v1/users: every word must start the first name, the last name or the email of the user, so
 * "ada love" finds Ada Lovelace. Prefix matches only, so each word is an index range scan at a
 * million users (docs/adr/0220-user-search.md): on MariaDB a LIKE 'word%' on the case-insensitive
 * columns' indexes, on SQLite a range on the lower() expression indexes.
 */
@Injectable()
export class UsersSearchService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async search(text: string | undefined, limit: number, offset: number): Promise<UserSearchPage> {
    const query = this.dataSource.getRepository(User).createQueryBuilder('user');
    searchWords(text).forEach((word, index) => this.whereWordStartsAField(query, word, index));
    const [users, total] = await query.orderBy('user.id', 'ASC').take(limit).skip(offset).getManyAndCount();
    return { users, total };
  }

  private whereWordStartsAField(query: SelectQueryBuilder<User>, word: string, index: number): void {
    if (this.dataSource.options.type === 'better-sqlite3') {
      const { from, to } = prefixRange(asciiLower(word));
      const range = (expression: string): string => `(${expression} >= :from${index} AND ${expression} < :to${index})`;
      query.andWhere(
        new Brackets((fields) =>
          fields.where(range('lower(user.firstName)')).orWhere(range('lower(user.lastName)')).orWhere(range('user.email')),
        ),
        { [`from${index}`]: from, [`to${index}`]: to },
      );
      return;
    }
    // The columns' collation (utf8mb4_unicode_ci) already ignores case; `\` is LIKE's default escape.
    const like = (column: string): string => `${column} LIKE :word${index}`;
    query.andWhere(
      new Brackets((fields) => fields.where(like('user.firstName')).orWhere(like('user.lastName')).orWhere(like('user.email'))),
      { [`word${index}`]: likePrefix(word) },
    );
  }
}
