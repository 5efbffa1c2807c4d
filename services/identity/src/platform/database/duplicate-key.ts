/**
 * A write refused by a primary key or unique index (MySQL/MariaDB ER_DUP_ENTRY, SQLite
 * SQLITE_CONSTRAINT_PRIMARYKEY or _UNIQUE), as TypeORM or the driver reports it. Only this refusal
 * means "someone wrote it first"; a locked database or a lost connection is another matter.
 */
export function isDuplicateKey(error: unknown): boolean {
  const codeOf = (value: unknown): unknown => (value as { code?: unknown } | null)?.code;
  const code = codeOf(error) ?? codeOf((error as { driverError?: unknown } | null)?.driverError);
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
