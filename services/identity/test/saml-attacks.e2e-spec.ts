import { type AnswerOptions, type ResponseValues, startSamlIdp, startTestDnsServer, type TestDnsServer, type TestSamlIdp } from '@weather/test-peers';
import { AuditLog } from '../src/platform/audit/audit-log.entity';
import { BrowserSession } from '../src/auth/sessions/browser-session.entity';
import { User } from '../src/users/user.entity';
import { expectRefusedAtAcs, postToAcs, samlDomain, type SamlDomain, startSamlSignIn } from './support/saml-sign-in';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The negative corpus: responses crafted from genuine ones of the loopback provider (signed for
 * mallory, a real user of the domain) to sign in as victim or to slip past a check. Every one must
 * be refused with the one answer, and open no session.
 */
describe('SAML responses that must be refused', () => {
  let t: TestApp;
  let dns: TestDnsServer;
  let idp: TestSamlIdp;
  let a: SamlDomain;
  let b: SamlDomain;
  let victim: User;

  const ASSERTION = /<saml:Assertion[\s\S]*<\/saml:Assertion>/;
  const SIGNATURE = /<ds:Signature[\s\S]*?<\/ds:Signature>/;

  beforeAll(async () => {
    dns = await startTestDnsServer();
    idp = await startSamlIdp();
    t = await startTestApp({ DNS_SERVERS: dns.address });
    a = await samlDomain(t, dns, idp);
    b = await samlDomain(t, dns, idp);
    victim = await t.createUser({ email: `victim@${a.domain.name}`, enterpriseId: a.admin.enterpriseId });
  });

  afterAll(async () => {
    await t?.close();
    await idp?.close();
    await dns?.close();
  });

  const mallory = () => ({ nameId: `mallory@${a.domain.name}`, email: `mallory@${a.domain.name}`, firstName: 'Mallory', lastName: 'Crafter' });

  function assertionOf(xml: string): string {
    const found = ASSERTION.exec(xml);
    if (!found) throw new Error('no assertion in the response');
    return found[0];
  }

  /** The signed assertion rewritten to name the victim, under another ID, without its signature. */
  function evilAssertion(xml: string): string {
    return assertionOf(xml)
      .replace(SIGNATURE, '')
      .replaceAll(`mallory@${a.domain.name}`, victim.email)
      .replace(/ ID="[^"]+"/, ' ID="_evil0000000000000000000000000000"');
  }

  const base64 = (xml: string) => Buffer.from(xml, 'utf8').toString('base64');

  /** A fresh request answered for mallory, then the response as changed by `craft`, posted to domain A. */
  async function expectRefused(craft: (xml: string) => string, options: AnswerOptions = {}, domain: SamlDomain = a): Promise<void> {
    const sessionsBefore = await t.dataSource.getRepository(BrowserSession).countBy({ userId: victim.id });
    const { browser, answer, acsPath } = await startSamlSignIn(t, idp, domain.domain.id, mallory(), options);
    await expectRefusedAtAcs(t, browser, () => postToAcs(browser, acsPath, base64(craft(answer.xml)), answer.RelayState));
    expect(await t.dataSource.getRepository(BrowserSession).countBy({ userId: victim.id })).toBe(sessionsBefore);
  }

  /** Why the last SAML sign-in was refused, as the audit log keeps it. */
  async function lastRefusalReason(): Promise<string | undefined> {
    const [last] = await t.dataSource.getRepository(AuditLog).find({ where: { event: 'LOGIN_FAILED' }, order: { id: 'DESC' }, take: 1 });
    return (last?.details as { reason?: string } | null)?.reason;
  }

  const unchanged = (xml: string) => xml;
  const withValues = (change: (values: ResponseValues) => ResponseValues): AnswerOptions => ({ values: change });
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('accepts the genuine response these are crafted from (the corpus would prove nothing otherwise)', async () => {
    const { browser, answer, acsPath } = await startSamlSignIn(t, idp, a.domain.id, mallory());
    await postToAcs(browser, acsPath, answer.SAMLResponse, answer.RelayState).expect(303);
    expect(((await browser.get('/v1/users/me').expect(200)).body as { email: string }).email).toBe(`mallory@${a.domain.name}`);
  });

  describe('XML signature wrapping (XSW1-8)', () => {
    it('XSW1: an evil response around the signed one, which hides in its Signature', async () => {
      await expectRefused((xml) => {
        const evil = xml.replace(ASSERTION, evilAssertion(xml)).replace(/ ID="[^"]+"/, ' ID="_evilresponse"');
        return evil.replace('</samlp:Response>', `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:Object>${xml}</ds:Object></ds:Signature></samlp:Response>`);
      });
    });

    it('XSW2: an evil response with the signed one as a detached sibling before its content', async () => {
      await expectRefused((xml) => {
        const evil = xml.replace(ASSERTION, evilAssertion(xml));
        return evil.replace(/(<samlp:Response[^>]*>)/, `$1${xml.replace(/^<\?xml[^>]*>/, '')}`);
      });
    });

    it('XSW3: an evil assertion inserted before the signed one', async () => {
      await expectRefused((xml) => xml.replace(ASSERTION, (assertion) => `${evilAssertion(xml)}${assertion}`));
    });

    it('XSW4: an evil assertion wrapping the signed one', async () => {
      await expectRefused((xml) => xml.replace(ASSERTION, (assertion) => evilAssertion(xml).replace('</saml:Assertion>', `${assertion}</saml:Assertion>`)));
    });

    it('XSW5: the evil assertion carries the copied signature; the signed one is moved to the end of the response', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        const signature = SIGNATURE.exec(assertion)?.[0] ?? '';
        const evil = evilAssertion(xml).replace('</saml:Issuer>', `</saml:Issuer>${signature}`);
        return xml.replace(ASSERTION, evil).replace('</samlp:Response>', `${assertion}</samlp:Response>`);
      });
    });

    it('XSW6: the signed assertion inside the Object of the evil assertion\'s copied signature', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        const signature = SIGNATURE.exec(assertion)?.[0] ?? '';
        const wrapped = signature.replace('</ds:Signature>', `<ds:Object>${assertion}</ds:Object></ds:Signature>`);
        return xml.replace(ASSERTION, evilAssertion(xml).replace('</saml:Issuer>', `</saml:Issuer>${wrapped}`));
      });
    });

    it('XSW7: the signed assertion inside an Extensions element of the evil assertion', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        return xml.replace(ASSERTION, evilAssertion(xml).replace('</saml:Issuer>', `</saml:Issuer><samlp:Extensions>${assertion}</samlp:Extensions>`));
      });
    });

    it('XSW8: the unsigned copy of the signed assertion inside an Object of the evil assertion\'s signature', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        const signature = SIGNATURE.exec(assertion)?.[0] ?? '';
        const wrapped = signature.replace('</ds:Signature>', `<ds:Object>${assertion.replace(SIGNATURE, '')}</ds:Object></ds:Signature>`);
        return xml.replace(ASSERTION, evilAssertion(xml).replace(/ ID="[^"]+"/, ` ID="${/ ID="([^"]+)"/.exec(assertion)?.[1] ?? ''}"`).replace('</saml:Issuer>', `</saml:Issuer>${wrapped}`));
      });
    });
  });

  describe('parser tricks', () => {
    it('a comment inside the NameID and the email (the signed name is a longer one)', async () => {
      const longer = `victim@${a.domain.name}.attacker.test`;
      await expectRefused(
        (xml) => xml.replaceAll(longer, `victim@${a.domain.name}<!---->.attacker.test`),
        { values: (values) => ({ ...values, NameID: longer, AttributeStatement: values.AttributeStatement.replaceAll(`mallory@${a.domain.name}`, longer) }) },
      );
    });

    it('two root elements', async () => {
      await expectRefused((xml) => `${xml}${xml.replace(/^<\?xml[^>]*>/, '').replace(ASSERTION, evilAssertion(xml))}`);
    });

    it('two SignedInfo elements in the signature', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        const signedInfo = /<ds:SignedInfo[\s\S]*?<\/ds:SignedInfo>/.exec(assertion)?.[0] ?? '';
        const forged = signedInfo.replace(/<ds:DigestValue>[^<]*<\/ds:DigestValue>/, '<ds:DigestValue>AAAAAAAAAAAAAAAAAAAAAAAAAAA=</ds:DigestValue>');
        return xml.replace(ASSERTION, evilAssertion(xml).replace('</saml:Issuer>', `</saml:Issuer>${SIGNATURE.exec(assertion)?.[0].replace(signedInfo, `${forged}${signedInfo}`) ?? ''}`));
      });
    });

    it('a comment in the DigestValue of a changed assertion', async () => {
      await expectRefused((xml) =>
        xml
          .replace(/<ds:DigestValue>([^<]{4})/, '<ds:DigestValue>$1<!-- hidden -->')
          .replaceAll(`mallory@${a.domain.name}`, victim.email),
      );
    });

    it('the signed assertion wrapped in the Advice of an evil one', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        return xml.replace(ASSERTION, evilAssertion(xml).replace('</saml:Conditions>', `</saml:Conditions><saml:Advice>${assertion}</saml:Advice>`));
      });
    });

    it('the signed assertion hidden in StatusDetail, an evil one in its place', async () => {
      await expectRefused((xml) => {
        const assertion = assertionOf(xml);
        return xml.replace(ASSERTION, evilAssertion(xml)).replace('</samlp:Status>', `<samlp:StatusDetail>${assertion}</samlp:StatusDetail></samlp:Status>`);
      });
    });

    it('a DOCTYPE with an external entity (XXE)', async () => {
      await expectRefused((xml) =>
        xml
          .replace(/^(<\?xml[^>]*>)?/, '<!DOCTYPE samlp:Response [<!ENTITY who SYSTEM "file:///etc/hostname">]>')
          .replace(`<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">mallory`, `<saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">&who;mallory`),
      );
    });

    it('a DOCTYPE with an internal entity expanding to the victim', async () => {
      await expectRefused((xml) => `<!DOCTYPE r [<!ENTITY v "${victim.email}">]>${xml.replace(/^<\?xml[^>]*>/, '')}`.replaceAll(`>mallory@${a.domain.name}<`, '>&v;<'));
    });

    it('a DOCTYPE that changes nothing the signature covers', async () => {
      await expectRefused((xml) => `<!DOCTYPE samlp:Response>${xml.replace(/^<\?xml[^>]*>/, '')}`);
      expect(await lastRefusalReason()).toBe('DOCTYPE in the response');
    });

    it('a response that is not XML', async () => {
      await expectRefused(() => 'this is not a SAML response');
    });
  });

  describe('signatures', () => {
    it('no signature at all', async () => {
      await expectRefused((xml) => xml.replace(SIGNATURE, ''));
    });

    it('unsigned, naming the victim', async () => {
      await expectRefused((xml) => xml.replace(ASSERTION, evilAssertion(xml)));
    });

    it('signed by another key (the attacker re-signs a response for the victim)', async () => {
      await expectRefused(unchanged, { signer: 'attacker', values: (values) => ({ ...values, NameID: victim.email, AttributeStatement: values.AttributeStatement.replaceAll(`mallory@${a.domain.name}`, victim.email) }) });
    });

    it('signed with RSA-SHA1 by the right key, the provider not allowed SHA-1', async () => {
      await expectRefused(unchanged, { sha1: true });
      expect(await lastRefusalReason()).toBe('SHA-1 signature');
    });

    it('the NameID changed after signing', async () => {
      await expectRefused((xml) => xml.replace(`>mallory@${a.domain.name}</saml:NameID>`, `>${victim.email}</saml:NameID>`));
    });

    it('the assertion ID changed after signing', async () => {
      await expectRefused((xml) => xml.replace(/(<saml:Assertion[^>]* ID=")[^"]+"/, '$1_renamed"'));
    });

    it('the conditions removed after signing', async () => {
      await expectRefused((xml) => xml.replace(/<saml:Conditions[\s\S]*?<\/saml:Conditions>/, ''));
    });

    it('a second, unsigned assertion after the signed one', async () => {
      await expectRefused((xml) => xml.replace(ASSERTION, (assertion) => `${assertion}${evilAssertion(xml)}`));
    });
  });

  describe('forms the assertion consumer cannot read', () => {
    it("a SAMLResponse past the form's limits, a RelayState too long, no SAMLResponse: the portal's /login, never JSON", async () => {
      const { answer, acsPath } = await startSamlSignIn(t, idp, a.domain.id, mallory());
      const forms = [
        { SAMLResponse: 'A'.repeat(210_000), RelayState: answer.RelayState },
        { SAMLResponse: 'A'.repeat(300 * 1024), RelayState: answer.RelayState },
        { SAMLResponse: answer.SAMLResponse, RelayState: 'x'.repeat(81) },
        { RelayState: answer.RelayState },
      ];
      const responses = await Promise.all(forms.map((form) => t.agent().post(acsPath).type('form').send(form)));
      expect(responses.map((response) => [response.status, response.headers.location, response.headers['set-cookie']])).toEqual(
        forms.map(() => [303, `${t.config.portalUrl.origin}/login?error=SAML_RESPONSE_REJECTED`, undefined]),
      );
    });
  });

  describe('what a genuine signature does not vouch for', () => {
    it('the wrong audience', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, Audience: 'https://another-service.example/metadata' })));
    });

    it('the wrong recipient', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, SubjectRecipient: 'https://another-service.example/acs' })));
    });

    it('the wrong destination', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, Destination: 'https://another-service.example/acs' })));
    });

    it('the wrong issuer', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, Issuer: 'https://impostor-idp.example/metadata' })));
    });

    it("the Response's issuer is another provider (the assertion's is right)", async () => {
      await expectRefused(unchanged, { beforeSigning: (xml) => xml.replace(`<saml:Issuer>${idp.entityId}</saml:Issuer>`, '<saml:Issuer>https://impostor-idp.example/metadata</saml:Issuer>') });
      expect(await lastRefusalReason()).toBe('wrong Response Issuer');
    });

    it('a subject confirmation method other than bearer', async () => {
      await expectRefused(unchanged, { beforeSigning: (xml) => xml.replace('urn:oasis:names:tc:SAML:2.0:cm:bearer', 'urn:oasis:names:tc:SAML:2.0:cm:holder-of-key') });
      expect(await lastRefusalReason()).toBe('subject confirmation is not bearer');
    });

    it('no NameID, said so (not left to the database)', async () => {
      await expectRefused(unchanged, { beforeSigning: (xml) => xml.replace(/<saml:NameID[^>]*>[^<]*<\/saml:NameID>/, '') });
      expect(await lastRefusalReason()).toBe('assertion without a NameID');
    });

    it('expired', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, ConditionsNotBefore: minutesFromNow(-30), ConditionsNotOnOrAfter: minutesFromNow(-20), SubjectConfirmationDataNotOnOrAfter: minutesFromNow(-20) })));
    });

    it('not yet valid', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, ConditionsNotBefore: minutesFromNow(20), ConditionsNotOnOrAfter: minutesFromNow(30) })));
    });

    it('a failed status', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Responder' })));
    });

    it('an answer to no request of ours', async () => {
      await expectRefused(unchanged, withValues((values) => ({ ...values, InResponseTo: '_0123456789abcdef0123456789abcdef01234567' })));
    });

    it('no InResponseTo (unsolicited)', async () => {
      await expectRefused((xml) => xml.replace(/ InResponseTo="[^"]*"/g, ''));
    });

    it('the RelayState of another request', async () => {
      const other = await startSamlSignIn(t, idp, a.domain.id, mallory());
      const { browser, answer, acsPath } = await startSamlSignIn(t, idp, a.domain.id, mallory());
      await expectRefusedAtAcs(t, browser, () => postToAcs(browser, acsPath, answer.SAMLResponse, other.answer.RelayState));
    });

    it('a replayed assertion id in a new response to a new request', async () => {
      const first = await startSamlSignIn(t, idp, a.domain.id, mallory());
      await postToAcs(first.browser, first.acsPath, first.answer.SAMLResponse, first.answer.RelayState).expect(303);
      const spentId = / ID="([^"]+)"/.exec(assertionOf(first.answer.xml))?.[1] ?? '';
      await expectRefused(unchanged, withValues((values) => ({ ...values, AssertionID: spentId })));
    });

    it('a replayed InResponseTo: a new assertion answering a request already used', async () => {
      const first = await startSamlSignIn(t, idp, a.domain.id, mallory());
      await postToAcs(first.browser, first.acsPath, first.answer.SAMLResponse, first.answer.RelayState).expect(303);
      const usedRequest = /InResponseTo="([^"]+)"/.exec(first.answer.xml)?.[1] ?? '';
      const { browser, answer, acsPath } = await startSamlSignIn(t, idp, a.domain.id, mallory(), withValues((values) => ({ ...values, InResponseTo: usedRequest })));
      await expectRefusedAtAcs(t, browser, () => postToAcs(browser, acsPath, answer.SAMLResponse, usedRequest));
    });

    it("enterprise A's provider asserting a user of enterprise B's domain", async () => {
      const intruder = `boss@${b.domain.name}`;
      await expectRefused(unchanged, {
        values: (values) => ({ ...values, NameID: intruder, AttributeStatement: values.AttributeStatement.replaceAll(`mallory@${a.domain.name}`, intruder) }),
      });
      expect(await t.dataSource.getRepository(User).countBy({ email: intruder })).toBe(0);
    });

    it("a response for domain A's service provider posted to domain B's", async () => {
      const { browser, answer } = await startSamlSignIn(t, idp, a.domain.id, mallory());
      await expectRefusedAtAcs(t, browser, () => postToAcs(browser, `/auth/saml/${b.domain.id}/acs`, answer.SAMLResponse, answer.RelayState));
    });

    it('an address of this domain only in the NameID, another domain in the email attribute', async () => {
      await expectRefused(unchanged, {
        values: (values) => ({ ...values, AttributeStatement: values.AttributeStatement.replaceAll(`mallory@${a.domain.name}`, `mallory@${b.domain.name}`) }),
      });
    });

    it('an asserted email that is not an address, though it ends in this domain (victim@b@a)', async () => {
      const crafted = `victim@${b.domain.name}@${a.domain.name}`;
      await expectRefused(unchanged, {
        values: (values) => ({ ...values, NameID: 'opaque-id-456', NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', AttributeStatement: values.AttributeStatement.replaceAll(`mallory@${a.domain.name}`, crafted) }),
      });
      expect(await lastRefusalReason()).toBe('asserted email is not a valid address');
      expect(await t.dataSource.getRepository(User).countBy({ email: crafted })).toBe(0);
    });

    it('no email at all', async () => {
      await expectRefused(unchanged, {
        values: (values) => ({ ...values, NameID: 'opaque-id-123', NameIDFormat: 'urn:oasis:names:tc:SAML:2.0:nameid-format:persistent', AttributeStatement: '' }),
      });
    });
  });
});
