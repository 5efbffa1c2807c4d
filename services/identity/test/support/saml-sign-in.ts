import { addDomain, type EnterpriseAdmin, enterpriseAdmin, verifyDomain, type AddedDomain } from './enterprises';
import type { TestDnsServer } from './dns-server';
import type { AnswerOptions, SamlAnswer, SamlTestUser, TestSamlIdp } from './saml-idp';
import { CSRF, type TestAgent, type TestApp } from './test-app';

export interface SamlDomain {
  admin: EnterpriseAdmin;
  domain: AddedDomain;
}

/** An enterprise with a verified domain whose provider is the test IdP, configured by hand. */
export async function samlDomain(t: TestApp, dns: TestDnsServer, idp: TestSamlIdp): Promise<SamlDomain> {
  const admin = await enterpriseAdmin(t);
  const domain = await addDomain(admin);
  await verifyDomain(t, dns, domain);
  await admin.agent
    .post(`/v1/enterprises/${admin.enterpriseId}/domains/${domain.id}/saml`)
    .set(CSRF)
    .send({ provider_issuer: idp.entityId, signon_service_url: idp.ssoUrl, logout_service_url: `${idp.url}/slo`, provider_certificate: idp.certificate })
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

/** The browser's form post of a response to an assertion consumer. */
export function postToAcs(browser: TestAgent, acsPath: string, samlResponse: string, relayState: string) {
  return browser.post(acsPath).type('form').send({ SAMLResponse: samlResponse, RelayState: relayState });
}
