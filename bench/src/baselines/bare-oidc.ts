// Baseline of scenario 7: the least an OpenID Connect code flow with PKCE must do, on node:http and
// the database driver alone, on the service's own database (its sessions, users, catalogue and
// signing keys). Codes and access tokens live in two tables of the baseline's own, created at its
// start in the same database (bench_oidc_codes, bench_oidc_access_tokens: one indexed row per code
// or token, keyed by its SHA-256), since the service's oidc_payloads (a JSON document per kind and
// id) is the provider's storage shape, not the floor's.
// - GET /oidc/auth: the session by the SHA-256 of its cookie, the client and its exact redirect URI
//   from the catalogue, a code row inserted with the PKCE challenge and the nonce; one 303 to the
//   redirect URI (the product's provider needs three, through its interaction: that is its cost).
// - POST /oidc/token: the client secret's hash compared in constant time, the code (with its user)
//   read and claimed by a conditional update, the PKCE verifier checked, an ES256 ID token signed
//   with the service's signing key and an opaque access token stored.
// - GET /oidc/me: the access token looked up with its user; the claims of its scopes.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { s256Challenge } from '../lib/pkce';
import { fromSqlDate, toSqlDate } from '../lib/sql-database';
import { currentSigningKey, db, issuer, readBody, secretMatches, send, sessionOf, sha256, signEs256, type UserRow, USER_COLUMNS } from './bare-common';

/** The provider's lifetimes (docs/adr/0801): codes 60 s, access tokens 10 min, ID tokens 1 h. */
const CODE_VALID_MS = 60_000;
const ACCESS_TOKEN_VALID_S = 600;
const ID_TOKEN_VALID_S = 3600;
const oidcIssuer = `${issuer}/oidc`;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export async function createOidcTables(): Promise<void> {
  // One statement for both engines: DATETIME(3) holds toSqlDate's text in SQLite as in MariaDB.
  await db.execute(`CREATE TABLE IF NOT EXISTS bench_oidc_codes (
    code_hash CHAR(64) NOT NULL PRIMARY KEY, site_application_id INT NOT NULL, user_id INT NOT NULL, redirect_uri VARCHAR(2048) NOT NULL,
    code_challenge VARCHAR(64) NOT NULL, nonce VARCHAR(255) NULL, scope VARCHAR(255) NOT NULL, auth_time BIGINT NOT NULL,
    expires_at DATETIME(3) NOT NULL, consumed_at DATETIME(3) NULL)`);
  await db.execute(`CREATE TABLE IF NOT EXISTS bench_oidc_access_tokens (
    token_hash CHAR(64) NOT NULL PRIMARY KEY, site_application_id INT NOT NULL, user_id INT NOT NULL, scope VARCHAR(255) NOT NULL,
    expires_at DATETIME(3) NOT NULL)`);
}

interface OidcSettings {
  redirectUris: string[];
  grantTypes: string[];
  clientType: 'public' | 'confidential';
}

interface OidcClientRow {
  id: number;
  client_id: string;
  client_secret_hash: string | null;
  oidc: string | OidcSettings | null;
}

/** A catalogue application that is an OpenID Connect client, with its settings (site_applications.oidc, JSON text). */
async function oidcClient(clientId: string): Promise<{ row: OidcClientRow; settings: OidcSettings } | null> {
  const [row] = await db.query<OidcClientRow>('SELECT id, client_id, client_secret_hash, oidc FROM site_applications WHERE client_id = ?', [clientId]);
  if (!row?.oidc) return null;
  return { row, settings: typeof row.oidc === 'string' ? (JSON.parse(row.oidc) as OidcSettings) : row.oidc };
}

function oauthError(response: ServerResponse, status: number, error: string, headers: Record<string, string> = {}): void {
  const json = JSON.stringify({ error });
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), 'cache-control': 'no-store', ...headers });
  response.end(json);
}

export async function oidcAuthorize(request: IncomingMessage, response: ServerResponse, query: URLSearchParams): Promise<void> {
  const client = await oidcClient(query.get('client_id') ?? '');
  const redirectUri = query.get('redirect_uri') ?? '';
  // Never redirect to an address the client did not register (exact match).
  if (!client || !client.settings.redirectUris.includes(redirectUri)) return oauthError(response, 400, 'invalid_request');
  const session = await sessionOf(request);
  // The product sends a browser without a session to the portal's sign-in; the bench never has one.
  if (!session) return send(response, 401, { code: 'UNAUTHENTICATED' });
  const back = new URL(redirectUri);
  const state = query.get('state');
  if (state !== null) back.searchParams.set('state', state);
  back.searchParams.set('iss', oidcIssuer);
  const challenge = query.get('code_challenge') ?? '';
  const scope = query.get('scope') ?? '';
  const refused =
    query.get('response_type') !== 'code' || !client.settings.grantTypes.includes('authorization_code')
      ? 'unsupported_response_type'
      : query.get('code_challenge_method') !== 'S256' || !PKCE_CHALLENGE.test(challenge) || !scope.split(' ').includes('openid')
        ? 'invalid_request'
        : null;
  if (refused) {
    back.searchParams.set('error', refused);
  } else {
    const code = randomBytes(32).toString('base64url');
    const now = Date.now();
    await db.execute(
      'INSERT INTO bench_oidc_codes (code_hash, site_application_id, user_id, redirect_uri, code_challenge, nonce, scope, auth_time, expires_at, consumed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)',
      [sha256(code), client.row.id, session.id, redirectUri, challenge, query.get('nonce'), scope, Math.floor(now / 1000), toSqlDate(new Date(now + CODE_VALID_MS))],
    );
    back.searchParams.set('code', code);
  }
  response.writeHead(303, { location: back.href, 'cache-control': 'no-store', 'content-length': 0 });
  response.end();
}

/** The client id and secret of client_secret_basic (each part form-urlencoded, RFC 6749 §2.3.1). */
function basicCredentials(request: IncomingMessage): { clientId: string; secret: string } | null {
  const encoded = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const decoded = encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  const separator = decoded.indexOf(':');
  if (separator <= 0) return null;
  const part = (value: string) => decodeURIComponent(value.replace(/\+/g, ' '));
  try {
    return { clientId: part(decoded.slice(0, separator)), secret: part(decoded.slice(separator + 1)) };
  } catch {
    return null;
  }
}

interface CodeRow extends UserRow {
  site_application_id: number;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  scope: string;
  auth_time: number;
  expires_at: string | Date;
  consumed_at: string | Date | null;
}

function pkceVerified(verifier: string, challenge: string): boolean {
  if (!PKCE_VERIFIER.test(verifier)) return false;
  const computed = Buffer.from(s256Challenge(verifier));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}

export async function oidcToken(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const credentials = basicCredentials(request);
  const client = credentials ? await oidcClient(credentials.clientId) : null;
  if (!credentials || !client || client.settings.clientType !== 'confidential' || !secretMatches(client.row.client_secret_hash, credentials.secret)) {
    return oauthError(response, 401, 'invalid_client', { 'www-authenticate': 'Basic realm="oidc"' });
  }
  const form = new URLSearchParams(await readBody(request));
  if (form.get('grant_type') !== 'authorization_code') return oauthError(response, 400, 'unsupported_grant_type');
  const codeHash = sha256(form.get('code') ?? '');
  const [row] = await db.query<CodeRow>(
    `SELECT c.site_application_id, c.redirect_uri, c.code_challenge, c.nonce, c.scope, c.auth_time, c.expires_at, c.consumed_at, ${USER_COLUMNS}
     FROM bench_oidc_codes c JOIN users u ON u.id = c.user_id LEFT JOIN timezones t ON t.id = u.timezone_id WHERE c.code_hash = ?`,
    [codeHash],
  );
  if (!row || row.site_application_id !== client.row.id || row.redirect_uri !== form.get('redirect_uri') || row.consumed_at !== null) return oauthError(response, 400, 'invalid_grant');
  // Claimed once: of two redemptions racing, only the one whose update changed the row goes on.
  const { affected } = await db.execute('UPDATE bench_oidc_codes SET consumed_at = ? WHERE code_hash = ? AND consumed_at IS NULL', [toSqlDate(new Date()), codeHash]);
  if (affected !== 1 || fromSqlDate(row.expires_at).getTime() <= Date.now() || row.is_disabled || !pkceVerified(form.get('code_verifier') ?? '', row.code_challenge)) {
    return oauthError(response, 400, 'invalid_grant');
  }
  const accessToken = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  await db.execute('INSERT INTO bench_oidc_access_tokens (token_hash, site_application_id, user_id, scope, expires_at) VALUES (?, ?, ?, ?, ?)', [
    sha256(accessToken),
    client.row.id,
    row.id,
    row.scope,
    toSqlDate(new Date((now + ACCESS_TOKEN_VALID_S) * 1000)),
  ]);
  const idToken = signEs256(
    { iss: oidcIssuer, sub: row.uuid, aud: client.row.client_id, iat: now, exp: now + ID_TOKEN_VALID_S, auth_time: row.auth_time, ...(row.nonce === null ? {} : { nonce: row.nonce }) },
    await currentSigningKey(),
  );
  const json = JSON.stringify({ access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_VALID_S, id_token: idToken, scope: row.scope });
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), 'cache-control': 'no-store' });
  response.end(json);
}

interface AccessTokenRow extends UserRow {
  scope: string;
  expires_at: string | Date;
  is_verified: number;
}

/** The claims of each scope, as the provider releases them (docs/adr/0801). */
function claimsOf(row: AccessTokenRow): Record<string, unknown> {
  const scopes = new Set(row.scope.split(' '));
  return {
    sub: row.uuid,
    ...(scopes.has('email') ? { email: row.email, email_verified: Boolean(row.is_verified) } : {}),
    ...(scopes.has('profile')
      ? { name: `${row.first_name} ${row.last_name}`.trim(), given_name: row.first_name, family_name: row.last_name, ...(row.timezone_name ? { zoneinfo: row.timezone_name } : {}) }
      : {}),
    ...(scopes.has('role') ? { role: row.role } : {}),
  };
}

export async function oidcUserinfo(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const [row] = token
    ? await db.query<AccessTokenRow>(
        `SELECT a.scope, a.expires_at, u.is_verified, ${USER_COLUMNS} FROM bench_oidc_access_tokens a JOIN users u ON u.id = a.user_id LEFT JOIN timezones t ON t.id = u.timezone_id WHERE a.token_hash = ?`,
        [sha256(token)],
      )
    : [];
  if (!row || fromSqlDate(row.expires_at).getTime() <= Date.now() || row.is_disabled) {
    return oauthError(response, 401, 'invalid_token', { 'www-authenticate': 'Bearer error="invalid_token"' });
  }
  const json = JSON.stringify(claimsOf(row));
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json), 'cache-control': 'no-store' });
  response.end(json);
}
