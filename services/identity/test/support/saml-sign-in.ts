import { addDomain, type EnterpriseAdmin, enterpriseAdmin, verifyDomain, type AddedDomain } from './enterprises';
import type { Response } from 'supertest';
import type { AnswerOptions, SamlAnswer, SamlTestUser, TestDnsServer, TestSamlIdp } from '@weather/test-peers';
import { AuditLog } from '../../src/platform/audit/audit-log.entity';
import { CSRF, type TestAgent, type TestApp } from './test-app';

export interface SamlDomain {
  admin: EnterpriseAdmin;
  domain: AddedDomain;
}

/** An enterprise with a verified domain whose provider is the test IdP, configured by hand. */
export async function samlDomain(t: TestApp, dns: TestDnsServer, idp: TestSamlIdp, provider: { allow_sha1_signatures?: boolean } = {}): Promise<SamlDomain> {
  const admin = await enterpriseAdmin(t);
  const domain = await addDomain(admin);
  await verifyDomain(t, dns, domain);
  await admin.agent
    .post(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/saml`)
    .set(CSRF)
    .send({ provider_issuer: idp.entityId, signon_service_url: idp.ssoUrl, logout_service_url: `${idp.url}/slo`, provider_certificate: idp.certificate, ...provider })
    .expect(200);
  return { admin, domain };
}

export interface StartedSamlSignIn {
  browser: TestAgent;
  answer: SamlAnswer;
  acsPath: string;
}

/** SP-initiated sign-in up to the provider's answer: our redirect with an AuthnRequest, and the signed response. */
export async function startSamlSignIn(t: TestApp, idp: TestSamlIdp, domainId: number, user: SamlTestUser, options: AnswerOptions = {}, query = ''): Promise<StartedSamlSignIn> {
  const browser = t.agent();
  const start = await browser.get(`/auth/saml/${domainId}/login${query}`).expect(302);
  const metadata = (await t.agent().get(`/auth/saml/${domainId}/metadata`).expect(200)).text;
  const answer = await idp.answer(start.headers.location as string, metadata, user, options);
  return { browser, answer, acsPath: new URL(answer.acs).pathname };
}

/**
 * The cookies a browser sends to a path of the API. The API runs on http://localhost, a secure
 * context where browsers send Secure cookies (the SAML browser binding is one); supertest's jar
 * sends them over https only, so they are added here.
 */
function browserCookies(browser: TestAgent, path: string): string {
  // superagent's jar (cookiejar) matches on these four fields of its CookieAccessInfo.
  const jar = (browser as unknown as { jar: { getCookies(access: { domain: string; path: string; secure: boolean; script: boolean }): { toValueString(): string } } }).jar;
  return jar.getCookies({ domain: '127.0.0.1', path, secure: true, script: false }).toValueString();
}

/** The browser's form post of a response to an assertion consumer. */
export function postToAcs(browser: TestAgent, acsPath: string, samlResponse: string, relayState: string) {
  const cookies = browserCookies(browser, acsPath);
  const post = browser.post(acsPath).type('form');
  return (cookies ? post.set('Cookie', cookies) : post).send({ SAMLResponse: samlResponse, RelayState: relayState });
}

/**
 * Proves an assertion consumer's refusal: the browser is sent (303) to the portal's /login with the
 * refusal's code and no session cookie, the browser has no session, and the audit log has one more
 * LOGIN_FAILED of method saml.
 */
export async function expectRefusedAtAcs(t: TestApp, browser: TestAgent, post: () => Promise<Response>): Promise<void> {
  const audit = t.dataSource.getRepository(AuditLog);
  const failuresBefore = (await audit.findBy({ event: 'LOGIN_FAILED' })).filter((entry) => (entry.details as { method?: string } | null)?.method === 'saml').length;
  const response = await post();
  if (response.status !== 303) throw new Error(`expected a 303 to the portal's refusal, got ${response.status}: ${response.text}`);
  const location = new URL(response.headers.location as string);
  if (location.origin !== t.config.portalUrl.origin || location.pathname !== '/login' || location.search !== '?error=SAML_RESPONSE_REJECTED') {
    throw new Error(`expected the portal's /login?error=SAML_RESPONSE_REJECTED, got ${location.href}`);
  }
  const cookies = ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);
  if (cookies.some((cookie) => cookie.startsWith(`${t.config.session.cookieName}=`))) throw new Error('a refused response set a session cookie');
  await browser.get('/v1/users/me').expect(401);
  const failuresAfter = (await audit.findBy({ event: 'LOGIN_FAILED' })).filter((entry) => (entry.details as { method?: string } | null)?.method === 'saml').length;
  if (failuresAfter !== failuresBefore + 1) throw new Error(`expected one more LOGIN_FAILED (saml) in the audit log, found ${failuresAfter - failuresBefore}`);
}
