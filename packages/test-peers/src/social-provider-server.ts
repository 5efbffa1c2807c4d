import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type SocialProviderName = 'facebook' | 'linkedin';

/** The person who signs in, as the provider's userinfo or Graph endpoint tells it. */
export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface SocialProviderOptions {
  /**
   * How the person consents. 'at-once' (the default): `person` signs in, or `denyConsent` refuses,
   * without a page, for a test that follows the redirects itself. 'page': a consent page where a
   * browser types who signs in and allows or denies.
   */
  consent?: 'at-once' | 'page';
}

export interface SocialProviderServer {
  /** For logs: `<provider>-stand-in`. */
  name: string;
  /** The issuer (LinkedIn) or base of the endpoints (Facebook) on loopback. */
  url: string;
  /** With consent 'at-once': who signs in at the next authorization; the test sets it before each flow. */
  person: ProviderPerson;
  /** With consent 'at-once': the person refuses consent at the next authorization (error=access_denied). */
  denyConsent: boolean;
  /** The environment that points the identity service at this server. */
  environment(): Record<string, string>;
  stop(): Promise<void>;
}

const PAGE_FIELDS = ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'decision'] as const;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The consent page: the authorization request's values kept hidden, the person's as fields. */
function consentPage(provider: SocialProviderName, query: URLSearchParams): string {
  const hidden = [...query].map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`).join('');
  const field = (name: string, label: string) => `<label>${label} <input name="${name}"></label>`;
  return `<!doctype html><html><head><title>${provider} consent</title></head><body><form method="get" action="/authorize">${hidden}
${field('sub', 'Subject')}${field('email', 'Email')}${field('given_name', 'First name')}${field('family_name', 'Last name')}
<label><input type="checkbox" name="email_verified" value="true" checked> Email verified</label>
<button name="decision" value="allow">Allow</button><button name="decision" value="deny">Deny</button></form></body></html>`;
}

/** The person the consent page's answer names, or 'denied'. */
function personOfPage(url: URL): ProviderPerson | 'denied' {
  const value = (name: string) => url.searchParams.get(name) ?? '';
  if (value('decision') !== 'allow') return 'denied';
  return { sub: value('sub'), email: value('email') || undefined, email_verified: value('email_verified') === 'true', given_name: value('given_name'), family_name: value('family_name') };
}

function jwtSubject(authorization: string | undefined): string | null {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
  return typeof claims.sub === 'string' ? claims.sub : null;
}

function environmentOf(provider: SocialProviderName, url: string): Record<string, string> {
  return provider === 'linkedin'
    ? { LINKEDIN_CLIENT_ID: 'linkedin-client', LINKEDIN_CLIENT_SECRET: 'linkedin-secret', LINKEDIN_ISSUER: url }
    : {
        FACEBOOK_CLIENT_ID: 'facebook-client',
        FACEBOOK_CLIENT_SECRET: 'facebook-secret',
        FACEBOOK_AUTHORIZATION_URL: `${url}/authorize`,
        FACEBOOK_TOKEN_URL: `${url}/token`,
        FACEBOOK_USER_URL: `${url}/userinfo`,
      };
}

/**
 * A real OAuth 2.0 / OpenID Connect server (oauth2-mock-server) on 127.0.0.1 standing in for
 * Facebook or LinkedIn. The person chosen at the authorization travels with its code, so flows never
 * share state. As Facebook, it answers no ID token and its userinfo speaks the Graph's field names
 * (id, first_name, last_name).
 */
export async function startSocialProviderServer(provider: SocialProviderName, options: SocialProviderOptions = {}): Promise<SocialProviderServer> {
  // ESM only: imported when needed, so a suite that loads this package for another peer does not load it.
  const { OAuth2Issuer, OAuth2Service } = await import('oauth2-mock-server');
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const chosen = new WeakMap<IncomingMessage, ProviderPerson | 'denied'>();
  const byCode = new Map<string, ProviderPerson>();
  const bySubject = new Map<string, ProviderPerson>();

  service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, request: IncomingMessage) => {
    const person = chosen.get(request);
    const code = redirect.url.searchParams.get('code');
    if (person === 'denied' || !person || !code) {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'access_denied');
      return;
    }
    byCode.set(code, person);
  });
  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, request: IncomingMessage & { body?: Record<string, unknown> }) => {
    const person = byCode.get(String(request.body?.code ?? ''));
    if (!person) return;
    token.payload.sub = person.sub;
    bySubject.set(person.sub, person);
  });
  service.on('beforeResponse', (response: { body: unknown }) => {
    // Facebook answers no ID token to an OAuth 2.0 sign-in.
    if (provider === 'facebook' && typeof response.body === 'object' && response.body) delete (response.body as Record<string, unknown>).id_token;
  });
  service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }, request: IncomingMessage) => {
    const person = bySubject.get(jwtSubject(request.headers.authorization) ?? '');
    if (!person) {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
      return;
    }
    response.body =
      provider === 'facebook' ? { id: person.sub, email: person.email, first_name: person.given_name, last_name: person.family_name } : person;
  });

  const handle: SocialProviderServer = {
    name: `${provider}-stand-in`,
    url: '',
    person: { sub: 'nobody' },
    denyConsent: false,
    environment: () => environmentOf(provider, handle.url),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const handler = service.requestHandler;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize' && options.consent === 'page') {
      if (!url.searchParams.has('decision')) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(consentPage(provider, url.searchParams));
        return;
      }
      chosen.set(request, personOfPage(url));
      for (const name of PAGE_FIELDS) url.searchParams.delete(name);
      request.url = `${url.pathname}${url.search}`;
    } else if (url.pathname === '/authorize') {
      chosen.set(request, handle.denyConsent ? 'denied' : { ...handle.person });
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  handle.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = handle.url;
  return handle;
}
