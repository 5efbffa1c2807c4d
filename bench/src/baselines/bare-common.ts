// What the bare baseline's routes share (baselines/bare-server.ts, bare-oidc.ts): the service's
// database, the session read as the service reads it (by the SHA-256 of the cookie, with its user and
// time zone, last_seen_at at most once a minute), the current signing key and an ES256 signature,
// the client secret compared in constant time. No framework: the floor the product is compared with.
import { createHash, createPrivateKey, type KeyObject, sign, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { openSealedValue } from '../lib/sealed-value';
import { fromSqlDate, openDatabase, toSqlDate } from '../lib/sql-database';

export const db = openDatabase(
  process.env.BENCH_DATABASE_URL ? { engine: 'mariadb', url: process.env.BENCH_DATABASE_URL } : { engine: 'sqlite', path: process.env.BENCH_SQLITE_PATH ?? '' },
);
export const issuer = process.env.BENCH_ISSUER ?? 'http://127.0.0.1';
/** The service seals its private keys at rest (ADR 0239); the bench gives both processes the same key. */
const keysEncryptionKey = process.env.KEYS_ENCRYPTION_KEY ?? '';
const COOKIE = /(?:^|;\s*)wid_session=([^;]+)/;
const IDLE_TIMEOUT_MS = 8 * 3600 * 1000;
const LAST_SEEN_RESOLUTION_MS = 60_000;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export interface UserRow {
  id: number;
  uuid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  is_enterprise_administrator: number;
  enterprise_id: number | null;
  is_disabled: number;
  timezone_name: string | null;
}

export interface SessionRow extends UserRow {
  session_id: number;
  last_seen_at: string | Date;
  expires_at: string | Date;
}

export const USER_COLUMNS = 'u.id, u.uuid, u.email, u.first_name, u.last_name, u.role, u.is_enterprise_administrator, u.enterprise_id, u.is_disabled, t.name AS timezone_name';

export function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function sessionOf(request: IncomingMessage): Promise<SessionRow | null> {
  const token = COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const [row] = await db.query<SessionRow>(
    `SELECT s.id AS session_id, s.last_seen_at, s.expires_at, ${USER_COLUMNS} FROM browser_sessions s JOIN users u ON u.id = s.user_id LEFT JOIN timezones t ON t.id = u.timezone_id WHERE s.token_hash = ?`,
    [sha256(token)],
  );
  if (!row) return null;
  const now = Date.now();
  const lastSeen = fromSqlDate(row.last_seen_at).getTime();
  if (fromSqlDate(row.expires_at).getTime() <= now || lastSeen + IDLE_TIMEOUT_MS <= now || row.is_disabled) return null;
  if (now - lastSeen >= LAST_SEEN_RESOLUTION_MS) await db.execute('UPDATE browser_sessions SET last_seen_at = ? WHERE id = ?', [toSqlDate(new Date(now)), row.session_id]);
  return row;
}

export function applicationUser(row: UserRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    is_enterprise_administrator: Boolean(row.is_enterprise_administrator),
    enterprise_id: row.enterprise_id,
    timezone: row.timezone_name,
  };
}

export interface SigningKey {
  kid: string;
  key: KeyObject;
}

/** The imported private key of the current signing key, kept while its kid stays the same. */
let signingKey: SigningKey | null = null;

export async function currentSigningKey(): Promise<SigningKey> {
  const [row] = await db.query<{ kid: string; private_jwk: string }>('SELECT kid, private_jwk FROM signing_keys WHERE activates_at <= ? ORDER BY activates_at DESC, id DESC LIMIT 1', [toSqlDate(new Date())]);
  if (!row) throw new Error('no signing key: the service makes one at its first redemption');
  if (signingKey?.kid !== row.kid) signingKey = { kid: row.kid, key: createPrivateKey({ key: JSON.parse(openSealedValue(row.private_jwk, 'signing_keys.private_jwk', keysEncryptionKey)) as Record<string, string>, format: 'jwk' }) };
  return signingKey;
}

/** A compact JWS of `claims`, ES256 with the key's kid, as the service signs its tokens. */
export function signEs256(claims: Record<string, unknown>, key: SigningKey): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'ES256', kid: key.kid, typ: 'JWT' })}.${part(claims)}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: key.key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

/** Whether `presented` is the secret whose SHA-256 is `storedHash`, compared in constant time (a missing hash never matches). */
export function secretMatches(storedHash: string | null | undefined, presented: string): boolean {
  const expected = Buffer.from(storedHash ?? sha256('none'), 'hex');
  return Boolean(storedHash) && timingSafeEqual(expected, Buffer.from(sha256(presented), 'hex'));
}
