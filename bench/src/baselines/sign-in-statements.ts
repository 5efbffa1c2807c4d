// The database half of the fair MariaDB baseline of scenario 1 (issue 32): the statements a password
// sign-in of a user without second factors runs, through a bare mysql2 pool, around the same argon2id
// verification. Taken from the service's own SQL (MariaDB's general log of one POST /auth/login, and
// services/identity/test/integration/sign-in-statements.spec.ts):
//   the user by address; the argon2id check of its hash; its passkeys counted; its authenticator apps
//   and unused recovery codes counted; whether a verified domain of the address requires a second
//   factor; the new session; its LOGIN_SUCCEEDED audit row.
// The ratio against it is the service's own cost (framework, ORM, validation, cookies), not the
// database's, which both sides pay on the same server.
import { createHash, randomBytes } from 'node:crypto';
import type { SqlDatabase } from '../lib/sql-database';
import { toSqlDate } from '../lib/sql-database';

/** The service's session lifetime (SESSION_TTL_DAYS' default, 7 days); the value does not change the cost. */
const SESSION_MS = 7 * 24 * 60 * 60 * 1000;

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  enterprise_id: number | null;
}

export interface SignInStatements {
  /** One sign-in of `email`: true when the password matched and the session and audit rows are written. */
  signIn(email: string, password: string): Promise<boolean>;
}

export function signInStatements(database: SqlDatabase, verify: (hash: string, password: string) => Promise<boolean>): SignInStatements {
  return {
    async signIn(email, password) {
      const [user] = await database.query<UserRow>('SELECT * FROM users WHERE email = ? LIMIT 1', [email]);
      if (!user || !(await verify(user.password_hash, password))) return false;
      await database.query('SELECT COUNT(1) AS cnt FROM passkeys WHERE user_id = ?', [user.id]);
      await database.query(
        'SELECT COUNT(*) AS totp, (SELECT COUNT(*) FROM recovery_codes WHERE user_id = ? AND used_at IS NULL) AS recovery_codes_left FROM totp_factors WHERE user_id = ? AND confirmed_at IS NOT NULL',
        [user.id, user.id],
      );
      const domain = user.email.slice(user.email.lastIndexOf('@') + 1);
      await database.query(
        'SELECT 1 FROM enterprise_domains d JOIN enterprises e ON e.id = d.enterprise_id WHERE d.name = ? AND d.is_verified = 1 AND e.require_second_factor = 1 LIMIT 1',
        [domain],
      );
      const now = new Date();
      const tokenHash = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');
      const session = await database.execute(
        'INSERT INTO browser_sessions (token_hash, user_id, impersonator_id, impersonator_session_id, sign_in_method, created_at, last_seen_at, expires_at, ip, user_agent) VALUES (?, ?, NULL, NULL, ?, ?, ?, ?, ?, ?)',
        [tokenHash, user.id, 'password', toSqlDate(now), toSqlDate(now), toSqlDate(new Date(now.getTime() + SESSION_MS)), '127.0.0.1', 'bench'],
      );
      await database.execute(
        'INSERT INTO audit_logs (event, actor_id, subject_id, ip, details, enterprise_id) VALUES (?, ?, ?, ?, ?, (SELECT enterprise_id FROM users WHERE id = ?))',
        ['LOGIN_SUCCEEDED', user.id, user.id, '127.0.0.1', JSON.stringify({ sessionId: session.insertId, method: 'password' }), user.id],
      );
      return true;
    },
  };
}
