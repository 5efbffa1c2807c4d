// Stand-ins for Facebook and LinkedIn: real OAuth 2.0 / OpenID Connect servers (oauth2-mock-server)
// on 127.0.0.1, each with a consent page in the pop-up where the test says who signs in and whether
// consent is given. The person travels with the authorization code, so flows never share state.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from './server-process';

export type SocialProviderName = 'facebook' | 'linkedin';

interface Person {
  sub: string;
  email?: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

const PERSON_FIELDS = ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'decision'] as const;

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

function jwtSubject(authorization: string | undefined): string | null {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
  return typeof claims.sub === 'string' ? claims.sub : null;
}

export interface RunningSocialProvider extends RunningServer {
  url: string;
}

async function startProvider(provider: SocialProviderName): Promise<RunningSocialProvider> {
  const { OAuth2Issuer, OAuth2Service } = await import('oauth2-mock-server');
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  const chosen = new WeakMap<IncomingMessage, Person | 'denied'>();
  const byCode = new Map<string, Person>();
  const bySubject = new Map<string, Person>();

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
      provider === 'facebook'
        ? { id: person.sub, email: person.email, first_name: person.given_name, last_name: person.family_name }
        : person;
  });

  const handler = service.requestHandler;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/authorize' && !url.searchParams.has('decision')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(consentPage(provider, url.searchParams));
      return;
    }
    if (url.pathname === '/authorize') {
      const value = (name: string) => url.searchParams.get(name) ?? '';
      chosen.set(
        request,
        value('decision') === 'allow'
          ? { sub: value('sub'), email: value('email') || undefined, email_verified: value('email_verified') === 'true', given_name: value('given_name'), family_name: value('family_name') }
          : 'denied',
      );
      for (const name of PERSON_FIELDS) url.searchParams.delete(name);
      request.url = `${url.pathname}${url.search}`;
    }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  issuer.url = url;
  return {
    name: `${provider}-stand-in`,
    pid: process.pid,
    logFile: '',
    url,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Both stand-ins, and the identity variables that point the API at them. */
export async function startSocialProviders(): Promise<{ servers: RunningSocialProvider[]; environment: Record<string, string> }> {
  const facebook = await startProvider('facebook');
  const linkedin = await startProvider('linkedin');
  return {
    servers: [facebook, linkedin],
    environment: {
      FACEBOOK_CLIENT_ID: 'e2e-facebook',
      FACEBOOK_CLIENT_SECRET: 'e2e-facebook-secret',
      FACEBOOK_AUTHORIZATION_URL: `${facebook.url}/authorize`,
      FACEBOOK_TOKEN_URL: `${facebook.url}/token`,
      FACEBOOK_USER_URL: `${facebook.url}/userinfo`,
      LINKEDIN_CLIENT_ID: 'e2e-linkedin',
      LINKEDIN_CLIENT_SECRET: 'e2e-linkedin-secret',
      LINKEDIN_ISSUER: linkedin.url,
    },
  };
}
