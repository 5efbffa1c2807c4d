// Accounts for the sign-in, session and hand-off scenarios. One account is created through the
// service's own CLI, so its password hash is the product's (library and parameters); the others are
// copies of that row under other emails, inserted directly (thousands of argon2 hashes would cost
// minutes and measure nothing).
import { randomBytes, randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type { IdentityServer } from './identity-server';
import { openDatabase, type SqlValue, toSqlDate } from './sql-database';

export interface BenchAccount {
  email: string;
  password: string;
}

export interface SeededAccounts {
  accounts: BenchAccount[];
  /** The product's argon2id PHC string of the shared password. */
  passwordHash: string;
}

const ROWS_PER_INSERT = 200;

export async function seedAccounts(server: IdentityServer, count: number): Promise<SeededAccounts> {
  const password = `Bench-${randomBytes(12).toString('base64url')}-7q`;
  const email = (index: number) => `bench-user-${index}@bench.example.com`;
  await server.command(['create-user', '--email', email(0), '--password', password, '--first-name', 'Bench', '--last-name', 'User 0']);
  const db = openDatabase(server.database, 1);
  try {
    const [first] = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', [email(0)]);
    if (!first?.password_hash) throw new Error('the CLI created no password hash for the bench user');
    const now = toSqlDate(new Date());
    for (let start = 1; start < count; start += ROWS_PER_INSERT) {
      const indexes = Array.from({ length: Math.min(ROWS_PER_INSERT, count - start) }, (_, offset) => start + offset);
      const params: SqlValue[] = indexes.flatMap((index) => [randomUUID(), 'Bench', `User ${index}`, email(index), first.password_hash, 1, 'USER', now, now]);
      await db.execute(
        `INSERT INTO users (uuid, first_name, last_name, email, password_hash, is_verified, role, created_at, updated_at) VALUES ${indexes.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
        params,
      );
    }
    return { accounts: Array.from({ length: count }, (_, index) => ({ email: email(index), password })), passwordHash: first.password_hash };
  } finally {
    await db.close();
  }
}

/** The headers of POST /auth/login's JSON body (docs/sign-in-contract.md). */
const SIGN_IN_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** POST /auth/login for autocannon, each request with the next account's credentials. */
export function signInRequest(nextAccount: () => BenchAccount): autocannon.Request {
  return { method: 'POST', headers: SIGN_IN_HEADERS, setupRequest: (request) => ({ ...request, body: JSON.stringify(nextAccount()) }) };
}

/** Signs in through POST /auth/login and returns the `name=value` of the session cookie. */
export async function signIn(server: IdentityServer, account: BenchAccount): Promise<string> {
  const response = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: SIGN_IN_HEADERS, body: JSON.stringify(account) });
  const cookie = response.headers.getSetCookie().find((line) => /^wid_session=[^;]+/.test(line));
  if (response.status !== 200 || !cookie) throw new Error(`sign-in of ${account.email} answered ${response.status}: ${await response.text()}`);
  return cookie.split(';')[0];
}

/** Session cookies of the first `count` accounts, one sign-in each. */
export async function signInMany(server: IdentityServer, accounts: readonly BenchAccount[], count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (const account of accounts.slice(0, count)) cookies.push(await signIn(server, account));
  return cookies;
}

/** The next item of a list on every call, round and round (a fresh account or cookie per request). */
export function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => {
    const item = items[next % items.length];
    next += 1;
    return item;
  };
}
