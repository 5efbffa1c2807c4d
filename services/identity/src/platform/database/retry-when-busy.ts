/** SQLite's "database is locked" (SQLITE_BUSY and its extended codes), as TypeORM or better-sqlite3 report it. */
export function isSqliteBusy(error: unknown): boolean {
  const codeOf = (value: unknown): unknown => (value as { code?: unknown } | null)?.code;
  const code = codeOf(error) ?? codeOf((error as { driverError?: unknown } | null)?.driverError);
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/**
 * Runs a write again when SQLite answers "database is locked" at once. The CLI writes to the file the
 * running service writes to; under load its INSERT of a user (whose triggers write the search
 * indexes) was refused without the busy timeout being waited for (1 in 18 CLI runs beside a service
 * answering sign-ins, 2026-11-26; a 60 s timeout changed nothing). The refused write was rolled back,
 * so it is tried again, a few times, after a short and growing pause.
 */
export async function retryWhenBusy<T>(write: () => Promise<T>, attempts = 5, firstPauseMs = 50): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isSqliteBusy(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, firstPauseMs * 2 ** (attempt - 1)));
    }
  }
}
