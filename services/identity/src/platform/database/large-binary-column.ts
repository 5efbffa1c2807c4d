import { Column, getMetadataArgsStorage } from 'typeorm';
import type { DatabaseConfig } from '../config/identity-config';

/**
 * The binary type that holds up to 16 MiB on each engine. SQLite's BLOB has no size classes; MySQL's
 * BLOB stops at 64 KiB, too small for a 512 KB avatar, so MySQL needs MEDIUMBLOB, which SQLite does
 * not know. Entities declare the portable type; useEngineColumnTypes() adjusts it once per process.
 */
const MYSQL_LARGE_BINARY = 'mediumblob';
const largeBinaryColumns: Array<{ target: object; propertyName: string }> = [];

/** A column for file contents (images) up to 16 MiB. */
export function LargeBinaryColumn(): PropertyDecorator {
  return (target, propertyName) => {
    largeBinaryColumns.push({ target: target.constructor, propertyName: String(propertyName) });
    Column({ type: 'blob' })(target, propertyName);
  };
}

/** Sets the engine's own types on the columns above; called before a DataSource is built. */
export function useEngineColumnTypes(engine: DatabaseConfig['engine']): void {
  const type = engine === 'mysql' ? MYSQL_LARGE_BINARY : 'blob';
  for (const column of getMetadataArgsStorage().columns) {
    if (largeBinaryColumns.some((large) => large.target === column.target && large.propertyName === column.propertyName)) {
      column.options.type = type;
    }
  }
}
