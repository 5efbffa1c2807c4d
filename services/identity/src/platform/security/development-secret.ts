import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A random secret created once in `dataDir/<fileName>` and read from there afterwards: what a
 * development server uses where production requires a configured secret, so that it survives a
 * restart without anyone choosing one. Two processes starting together (the server and the CLI)
 * end up with the same secret: the second one's create fails and it reads the first one's file.
 */
export function developmentSecret(dataDir: string, fileName: string): string {
  const file = join(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    try {
      writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error: unknown) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}
