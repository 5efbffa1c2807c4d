// Baseline of scenarios 2, 3 and 7: what the service's routes must do at the least, on node:http and
// the database driver alone, against the service's own database. The same indexed reads and
// writes as the service: session by the SHA-256 of the cookie (with its user and time zone),
// last_seen_at at most once a minute; for the hand-off the application by client id, a token row
// inserted; at redemption the client secret's hash compared in constant time, the token row (with
// its user) read and claimed by a conditional update, the signing key read and an ES256 JWT signed.
// The OpenID Connect code flow of scenario 7: baselines/bare-oidc.ts.
// No framework, validation, logging or security headers: the floor the product is compared with.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fromSqlDate, toSqlDate } from '../lib/sql-database';
import { applicationUser, currentSigningKey, db, issuer, readBody, secretMatches, send, sessionOf, sha256, signEs256, type SigningKey, type UserRow, USER_COLUMNS } from './bare-common';
import { createOidcTables, oidcAuthorize, oidcToken, oidcUserinfo } from './bare-oidc';

const TOKEN_VALID_MS = 60_000;

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

function signJwt(user: UserRow, clientId: string, key: SigningKey): string {
  const now = Math.floor(Date.now() / 1000);
  return signEs256(
    {
      email: user.email,
      name: `${user.first_name} ${user.last_name}`.trim(),
      role: user.role,
      iss: issuer,
      aud: clientId,
      sub: user.uuid,
      iat: now,
      exp: now + 300,
      jti: randomUUID(),
    },
    key,
  );
}

async function redeem(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const decoded = basic ? Buffer.from(basic, 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  const [application] = await db.query<ApplicationRow>(`SELECT ${APPLICATION_COLUMNS} FROM site_applications WHERE client_id = ?`, [decoded.slice(0, Math.max(0, separator))]);
  if (!application || !secretMatches(application.client_secret_hash, decoded.slice(separator + 1))) return send(response, 401, { code: 'INVALID_CLIENT' });
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
            : route === 'GET /oidc/auth'
              ? oidcAuthorize(request, response, url.searchParams)
              : route === 'POST /oidc/token'
                ? oidcToken(request, response)
                : route === 'GET /oidc/me'
                  ? oidcUserinfo(request, response)
                  : Promise.resolve(send(response, 404, { code: 'NOT_FOUND' }));
  handled.catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { code: 'INTERNAL' });
  });
});
// Scenario 7's tables first: the bench waits for /health, which answers only once they exist.
createOidcTables()
  .then(() => server.listen(Number(process.env.PORT), '127.0.0.1'))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
process.once('SIGTERM', () => server.close(() => void db.close().then(() => process.exit(0))));
