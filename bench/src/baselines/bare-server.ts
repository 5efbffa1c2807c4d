// Baseline of scenarios 2 and 3: what the service's routes must do at the least, on node:http and
// the database driver alone, against the service's own database. The same indexed reads and
// writes as the service: session by the SHA-256 of the cookie (with its user and time zone),
// last_seen_at at most once a minute; for the hand-off the application by client id, a token row
// inserted; at redemption the client secret's hash compared in constant time, the token row (with
// its user) read and claimed by a conditional update, the signing key read and an ES256 JWT signed.
// No framework, validation, logging or security headers: the floor the product is compared with.
import { createHash, createPrivateKey, type KeyObject, randomBytes, randomUUID, sign, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fromSqlDate, openDatabase, toSqlDate } from '../lib/sql-database';

const db = openDatabase(
  process.env.BENCH_DATABASE_URL ? { engine: 'mariadb', url: process.env.BENCH_DATABASE_URL } : { engine: 'sqlite', path: process.env.BENCH_SQLITE_PATH ?? '' },
);
const issuer = process.env.BENCH_ISSUER ?? 'http://127.0.0.1';
const COOKIE = /(?:^|;\s*)wid_session=([^;]+)/;
const IDLE_TIMEOUT_MS = 8 * 3600 * 1000;
const LAST_SEEN_RESOLUTION_MS = 60_000;
const TOKEN_VALID_MS = 60_000;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

interface UserRow {
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

interface SessionRow extends UserRow {
  session_id: number;
  last_seen_at: string | Date;
  expires_at: string | Date;
}

const USER_COLUMNS = 'u.id, u.uuid, u.email, u.first_name, u.last_name, u.role, u.is_enterprise_administrator, u.enterprise_id, u.is_disabled, t.name AS timezone_name';

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  response.end(json);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

async function sessionOf(request: IncomingMessage): Promise<SessionRow | null> {
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

function applicationUser(row: UserRow) {
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

async function me(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const session = await sessionOf(request);
  if (!session) return send(response, 401, { code: 'UNAUTHENTICATED' });
  send(response, 200, { ...applicationUser(session), is_disabled: false, impersonator: null });
}

interface ApplicationRow {
  id: number;
  client_id: string;
  name: string;
  image_url: string;
  base_url: string;
  callback_url: string;
  client_secret_hash: string | null;
}

const APPLICATION_COLUMNS = 'id, client_id, name, image_url, base_url, callback_url, client_secret_hash';

async function handoffSession(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): Promise<void> {
  const session = await sessionOf(request);
  if (!session) return send(response, 401, { code: 'UNAUTHENTICATED' });
  const [application] = await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM site_applications WHERE client_id = ?`, [query.get('clientId') ?? '']);
  if (!application) return send(response, 404, { code: 'APPLICATION_NOT_FOUND' });
  const returnPath = query.get('return');
  if (returnPath && (!returnPath.startsWith('/') || returnPath.startsWith('//'))) return send(response, 400, { code: 'RETURN_PATH_NOT_ALLOWED' });
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db.execute('INSERT INTO handoff_tokens (token_hash, user_id, site_application_id, session_id, created_at, expires_at, used_at) VALUES (?, ?, ?, ?, ?, ?, NULL)', [
    sha256(token),
    session.id,
    application.id,
    session.session_id,
    toSqlDate(now),
    toSqlDate(new Date(now.getTime() + TOKEN_VALID_MS)),
  ]);
  const url = new URL(returnPath ?? application.callback_url, application.base_url);
  url.searchParams.set('token', token);
  send(response, 200, {
    token,
    siteApplication: { client_id: application.client_id, name: application.name, image_url: application.image_url, base_url: application.base_url },
    redirect: { method: 'GET', url: url.toString() },
  });
}

interface TokenRow extends UserRow {
  token_id: number;
  site_application_id: number;
  expires_at: string | Date;
  used_at: string | Date | null;
}

/** The imported private key of the current signing key, kept while its kid stays the same. */
let signingKey: { kid: string; key: KeyObject } | null = null;

async function currentSigningKey(): Promise<{ kid: string; key: KeyObject }> {
  const [row] = await db.query<{ kid: string; private_jwk: string }>('SELECT kid, private_jwk FROM signing_keys WHERE activates_at <= ? ORDER BY activates_at DESC, id DESC LIMIT 1', [toSqlDate(new Date())]);
  if (!row) throw new Error('no signing key: the service makes one at its first redemption');
  if (signingKey?.kid !== row.kid) signingKey = { kid: row.kid, key: createPrivateKey({ key: JSON.parse(row.private_jwk) as Record<string, string>, format: 'jwk' }) };
  return signingKey;
}

function signJwt(user: UserRow, clientId: string, key: { kid: string; key: KeyObject }): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const input = `${part({ alg: 'ES256', kid: key.kid, typ: 'JWT' })}.${part({
    email: user.email,
    name: `${user.first_name} ${user.last_name}`.trim(),
    role: user.role,
    iss: issuer,
    aud: clientId,
    sub: user.uuid,
    iat: now,
    exp: now + 300,
    jti: randomUUID(),
  })}`;
  return `${input}.${sign('sha256', Buffer.from(input), { key: key.key, dsaEncoding: 'ieee-p1363' }).toString('base64url')}`;
}

async function redeem(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const decoded = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const [application] = await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM site_applications WHERE client_id = ?`, [decoded.slice(0, Math.max(0, separator))]);
  const expected = Buffer.from(application?.client_secret_hash ?? sha256('none'), 'hex');
  if (!application?.client_secret_hash || !timingSafeEqual(expected, Buffer.from(sha256(decoded.slice(separator + 1)), 'hex'))) return send(response, 401, { code: 'INVALID_CLIENT' });
  const body = JSON.parse(await readBody(request)) as { token?: string };
  const [row] = await db.query<TokenRow>(
    `SELECT h.id AS token_id, h.site_application_id, h.expires_at, h.used_at, ${USER_COLUMNS} FROM handoff_tokens h JOIN users u ON u.id = h.user_id LEFT JOIN timezones t ON t.id = u.timezone_id WHERE h.token_hash = ?`,
    [sha256(body.token ?? '')],
  );
  if (!row || row.site_application_id !== application.id || row.used_at !== null) return send(response, 400, { code: 'INVALID_HANDOFF_TOKEN' });
  const { affected } = await db.execute('UPDATE handoff_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL', [toSqlDate(new Date()), row.token_id]);
  if (affected !== 1 || fromSqlDate(row.expires_at).getTime() <= Date.now() || row.is_disabled) return send(response, 400, { code: 'INVALID_HANDOFF_TOKEN' });
  send(response, 200, { user: applicationUser(row), jwt: signJwt(row, application.client_id, await currentSigningKey()), expires_in: 300 });
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://bare');
  const route = `${request.method} ${url.pathname}`;
  const handled =
    route === 'GET /health'
      ? Promise.resolve(send(response, 200, { status: 'ok' }))
      : route === 'GET /v1/users/me'
        ? me(request, response)
        : route === 'GET /v1/users/me/session'
          ? handoffSession(request, response, url.searchParams)
          : route === 'POST /v1/handoff/redeem'
            ? redeem(request, response)
            : Promise.resolve(send(response, 404, { code: 'NOT_FOUND' }));
  handled.catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { code: 'INTERNAL' });
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
