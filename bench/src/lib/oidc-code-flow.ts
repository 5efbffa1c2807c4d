// One OpenID Connect sign-in as an application and a browser make it (scenario 7), the same
// requests against the product and its baseline: the browser, holding a portal session cookie,
// opens GET /oidc/auth (code, PKCE S256, state, nonce) and follows the redirects while they stay on
// the service, carrying the cookies the service sets, until one reaches the redirect URI with a
// code; the application's server then redeems the code at POST /oidc/token (client_secret_basic,
// code_verifier) and calls GET /oidc/me (userinfo) with the access token. Each answer is checked
// (state, nonce, subject) so a flow that went wrong is a failure, never throughput.
import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:http';
import { CookieJar } from './cookie-jar';
import { httpExchange } from './http-exchange';
import { type Operation, UnexpectedAnswer } from './operation-load';
import { pkcePair } from './pkce';

export interface OidcClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
}

/** Redirects followed on the service before the flow is given up (the product needs three). */
const MAX_HOPS = 8;

/** The code of the authorization response at the redirect URI; refuses an error or a wrong state. */
export function codeOfCallback(callback: URL, redirectUri: string, state: string): string {
  const registered = new URL(redirectUri);
  if (callback.origin !== registered.origin || callback.pathname !== registered.pathname) throw new UnexpectedAnswer(`the flow left for ${callback.origin}${callback.pathname}, not the redirect URI`);
  const error = callback.searchParams.get('error');
  if (error) throw new UnexpectedAnswer(`the authorization answered ${error}: ${callback.searchParams.get('error_description') ?? ''}`);
  if (callback.searchParams.get('state') !== state) throw new UnexpectedAnswer('the authorization response carries another state');
  const code = callback.searchParams.get('code');
  if (!code) throw new UnexpectedAnswer('the authorization response has no code');
  return code;
}

/** The claims of a JWT, read without checking its signature (the bench measures the server, not the relying party). */
export function claimsOfJwt(jwt: string): Record<string, unknown> {
  const parts = jwt.split('.');
  if (parts.length !== 3) throw new UnexpectedAnswer('the ID token is not a signed JWT');
  return JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** HTTP Basic credentials of a client (RFC 6749 §2.3.1: each part form-urlencoded first). */
export function basicCredentials(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

const describe = (path: string, status: number, body: string) => `${path} answered ${status}: ${body.slice(0, 200)}`;

/** The sign-in of a browser holding `sessionCookie`, up to the code at the redirect URI. */
async function authorize(agent: Agent, service: URL, client: OidcClient, sessionCookie: string, challenge: string, state: string, nonce: string): Promise<string> {
  const jar = new CookieJar([sessionCookie]);
  let url = new URL('/oidc/auth', service);
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    scope: client.scope,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })) url.searchParams.set(name, value);
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const answer = await httpExchange(agent, url, { headers: { cookie: jar.header() } });
    jar.store(answer.headers['set-cookie']);
    const location = answer.headers.location;
    if ((answer.status !== 302 && answer.status !== 303) || !location) throw new UnexpectedAnswer(describe(url.pathname, answer.status, answer.body));
    url = new URL(location, url);
    if (url.origin !== service.origin) return codeOfCallback(url, client.redirectUri, state);
  }
  throw new UnexpectedAnswer(`more than ${MAX_HOPS} redirects on the service`);
}

/** The three steps of one sign-in against the service at `serviceUrl`, a fresh browser each time with the next session cookie. */
export function oidcCodeFlow(agent: Agent, serviceUrl: string, client: OidcClient, nextSessionCookie: () => string): Operation {
  const service = new URL(serviceUrl);
  const tokenUrl = new URL('/oidc/token', service);
  const userinfoUrl = new URL('/oidc/me', service);
  const authorization = basicCredentials(client.clientId, client.clientSecret);
  return async () => {
    const { verifier, challenge } = pkcePair();
    const state = randomBytes(16).toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    const code = await authorize(agent, service, client, nextSessionCookie(), challenge, state, nonce);

    const tokenAnswer = await httpExchange(agent, tokenUrl, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, code_verifier: verifier }).toString(),
    });
    if (tokenAnswer.status !== 200) throw new UnexpectedAnswer(describe(tokenUrl.pathname, tokenAnswer.status, tokenAnswer.body));
    const tokens = JSON.parse(tokenAnswer.body) as { access_token?: string; id_token?: string; token_type?: string };
    if (!tokens.access_token || !tokens.id_token || tokens.token_type?.toLowerCase() !== 'bearer') throw new UnexpectedAnswer(`the token response lacks a token: ${tokenAnswer.body.slice(0, 200)}`);
    const idToken = claimsOfJwt(tokens.id_token);
    if (idToken.nonce !== nonce || idToken.aud !== client.clientId) throw new UnexpectedAnswer('the ID token carries another nonce or audience');

    const userinfoAnswer = await httpExchange(agent, userinfoUrl, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    if (userinfoAnswer.status !== 200) throw new UnexpectedAnswer(describe(userinfoUrl.pathname, userinfoAnswer.status, userinfoAnswer.body));
    const userinfo = JSON.parse(userinfoAnswer.body) as { sub?: string; email?: string };
    if (userinfo.sub !== idToken.sub || !userinfo.email) throw new UnexpectedAnswer('userinfo names another subject, or no email');
  };
}
