import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Only the service's own user may enter the folder or read the files: they hold every secret. */
const PRIVATE_DIRECTORY = 0o700;
const PRIVATE_FILE = 0o600;

/** Removes the group's and others' rights from an existing file or folder. */
function tighten(path: string, mode: number): void {
  if ((statSync(path).mode & 0o777) !== mode) chmodSync(path, mode);
}

/** Creates the folder 0700 if missing, or takes the group's and others' rights from an existing one. */
export function privateDirectory(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIRECTORY });
  tighten(path, PRIVATE_DIRECTORY);
}

/**
 * The embedded database's folder 0700 and its file 0600, made before SQLite opens it: SQLite gives
 * the -wal, -shm and -journal files it creates the database file's mode, so they are private too.
 * Files left readable by an older version are tightened at every start.
 */
export function privateSqliteFiles(databasePath: string): void {
  // A database in memory (unit tests) has no file.
  if (databasePath === ':memory:') return;
  privateDirectory(dirname(databasePath));
  closeSync(openSync(databasePath, 'a', PRIVATE_FILE));
  for (const path of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`, `${databasePath}-journal`]) {
    if (existsSync(path)) tighten(path, PRIVATE_FILE);
  }
}
