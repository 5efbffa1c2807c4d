import { AssertionRefused, checkAssertion, hasDoctype } from './assertion-checks';

const ACS = 'https://api.example.com/auth/saml/7/acs';
const IDP = 'https://idp.example.com/metadata';
const RSA_SHA256 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

interface Parts {
  responseIssuer?: string | null;
  method?: string;
  signatureMethod?: string;
  digestMethod?: string;
}

/** A response and its assertion as node-saml hands them over (the assertion without its signature). */
function documents({ responseIssuer = IDP, method = 'urn:oasis:names:tc:SAML:2.0:cm:bearer', signatureMethod = RSA_SHA256, digestMethod = SHA256 }: Parts = {}) {
  const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_a1"><saml:Issuer>${IDP}</saml:Issuer><saml:Subject><saml:NameID>ada</saml:NameID><saml:SubjectConfirmation Method="${method}"><saml:SubjectConfirmationData Recipient="${ACS}" InResponseTo="_r1" NotOnOrAfter="2030-01-01T00:00:00Z"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotOnOrAfter="2030-01-01T00:00:00Z"/></saml:Assertion>`;
  const signature = `<ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:SignedInfo><ds:SignatureMethod Algorithm="${signatureMethod}"/><ds:Reference URI="#_a1"><ds:DigestMethod Algorithm="${digestMethod}"/></ds:Reference></ds:SignedInfo></ds:Signature>`;
  const signed = assertion.replace('</saml:Issuer>', `</saml:Issuer>${signature}`);
  const issuer = responseIssuer === null ? '' : `<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${responseIssuer}</saml:Issuer>`;
  const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" Destination="${ACS}" InResponseTo="_r1">${issuer}<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${signed}</samlp:Response>`;
  return { response, assertion };
}

function check(parts: Parts = {}, allowSha1 = false) {
  const { response, assertion } = documents(parts);
  return checkAssertion(response, assertion, { acs: ACS, issuer: IDP, allowSha1 });
}

describe(checkAssertion.name, () => {
  it('accepts a response that passes every check (the control)', () => {
    expect(check()).toEqual({ id: '_a1', inResponseTo: '_r1', notOnOrAfter: new Date('2030-01-01T00:00:00Z') });
    expect(check({ responseIssuer: null }).id).toBe('_a1');
  });

  it("refuses a Response whose issuer is not the provider's", () => {
    expect(() => check({ responseIssuer: 'https://impostor.example.com/metadata' })).toThrow(new AssertionRefused('wrong Response Issuer'));
  });

  it('refuses a subject confirmation method other than bearer', () => {
    expect(() => check({ method: 'urn:oasis:names:tc:SAML:2.0:cm:holder-of-key' })).toThrow(new AssertionRefused('subject confirmation is not bearer'));
  });

  it('refuses SHA-1 signatures and digests unless the provider may use them', () => {
    expect(() => check({ signatureMethod: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1' })).toThrow(new AssertionRefused('SHA-1 signature'));
    expect(() => check({ digestMethod: 'http://www.w3.org/2000/09/xmldsig#sha1' })).toThrow(new AssertionRefused('SHA-1 signature'));
    expect(check({ signatureMethod: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digestMethod: 'http://www.w3.org/2000/09/xmldsig#sha1' }, true).id).toBe('_a1');
  });

  it('refuses a DOCTYPE before parsing', () => {
    const { response, assertion } = documents();
    expect(() => checkAssertion(`<!DOCTYPE r>${response}`, assertion, { acs: ACS, issuer: IDP, allowSha1: false })).toThrow(new AssertionRefused('DOCTYPE in the response'));
  });
});

describe(hasDoctype.name, () => {
  it('finds a DOCTYPE or an ENTITY declaration in any case', () => {
    expect(hasDoctype('<?xml version="1.0"?><!doctype r><r/>')).toBe(true);
    expect(hasDoctype('<r><!ENTITY x "y"></r>')).toBe(true);
    expect(hasDoctype('<r>no declarations</r>')).toBe(false);
  });
});
