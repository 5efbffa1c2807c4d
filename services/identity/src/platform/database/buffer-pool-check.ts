import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The tables a user search reads on MariaDB/MySQL (docs/adr/0222). */
export const SEARCHED_TABLES = ['users', 'user_search_trigrams', 'user_search_characters', 'user_search_domains'] as const;

export interface BufferPoolFigures {
  bufferPoolBytes: number;
  /** Data and indexes of SEARCHED_TABLES, as InnoDB's statistics estimate them. */
  searchedTablesBytes: number;
}

/** The InnoDB buffer pool against the searched tables; null on SQLite. */
export async function readBufferPoolFigures(dataSource: DataSource): Promise<BufferPoolFigures | null> {
  if (dataSource.options.type !== 'mysql' && dataSource.options.type !== 'mariadb') return null;
  const rows = (await dataSource.query(
    `SELECT @@innodb_buffer_pool_size AS pool, COALESCE(SUM(data_length + index_length), 0) AS searched FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name IN (${SEARCHED_TABLES.map(() => '?').join(', ')})`,
    [...SEARCHED_TABLES],
  )) as { pool: number | string; searched: number | string }[];
  return { bufferPoolBytes: Number(rows[0].pool), searchedTablesBytes: Number(rows[0].searched) };
}

const mib = (bytes: number) => Math.round(bytes / 1_048_576).toLocaleString('en-US');

/** What to tell the operator when the searched tables no longer fit in the buffer pool; null while they do. */
export function bufferPoolWarning({ bufferPoolBytes, searchedTablesBytes }: BufferPoolFigures): string | null {
  if (searchedTablesBytes <= bufferPoolBytes) return null;
  return (
    `InnoDB's buffer pool (innodb_buffer_pool_size, ${mib(bufferPoolBytes)} MiB) is smaller than the users and user search tables ` +
    `(${mib(searchedTablesBytes)} MiB): searches read them from disk and take several times longer. Raise it to hold them (docs/operations.md, Database).`
  );
}

/**
 * Says when MariaDB/MySQL's buffer pool cannot hold the tables the user search reads: with Debian's
 * default of 128 MiB that happens at about 60,000 users (docs/adr/0222, "At the million").
 * The server runs it once it listens (main.ts), so the CLI's output stays as it was. Advice only: a
 * failed check is logged and never stops the service.
 */
@Injectable()
export class BufferPoolCheck {
  private readonly logger = new Logger(BufferPoolCheck.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async run(): Promise<void> {
    try {
      const figures = await readBufferPoolFigures(this.dataSource);
      const warning = figures ? bufferPoolWarning(figures) : null;
      if (warning) this.logger.warn(warning);
    } catch (error) {
      this.logger.warn(`Could not compare InnoDB's buffer pool with the user search tables: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
