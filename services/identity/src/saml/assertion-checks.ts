import { DOMParser } from '@xmldom/xmldom';

/** The few DOM members the checks read (xmldom's own types lean on the browser's DOM library). */
interface Element {
  readonly nodeType: number;
  readonly namespaceURI: string | null;
  readonly localName: string | null;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<Element>;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<Element>;
}

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
const ASSERTION = 'urn:oasis:names:tc:SAML:2.0:assertion';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';
const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';
/** RSA-SHA1 and the SHA-1 digest: collisions are practical, so only a provider's explicit opt-in lets them through. */
const SHA1_ALGORITHMS = new Set(['http://www.w3.org/2000/09/xmldsig#rsa-sha1', 'http://www.w3.org/2000/09/xmldsig#dsa-sha1', 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha1', 'http://www.w3.org/2000/09/xmldsig#sha1']);

/** Why a response that node-saml accepted is still refused. */
export class AssertionRefused extends Error {}

export interface CheckedAssertion {
  /** The assertion's ID, spent once it signs someone in. */
  id: string;
  /** The response's InResponseTo: the request it answers. */
  inResponseTo: string;
  /** When the assertion stops being valid (its conditions' NotOnOrAfter). */
  notOnOrAfter: Date;
}

/** A DOCTYPE can declare entities that change what the parsed document says: no SAML message needs one. */
export function hasDoctype(xml: string): boolean {
  return /<!DOCTYPE|<!ENTITY/i.test(xml);
}

function parse(xml: string): Element {
  const errors: string[] = [];
  const parser = new DOMParser({ errorHandler: { warning: () => undefined, error: (message: string) => errors.push(message), fatalError: (message: string) => errors.push(message) } });
  if (hasDoctype(xml)) throw new AssertionRefused('DOCTYPE in the response');
  const root = parser.parseFromString(xml, 'text/xml').documentElement as unknown as Element | null;
  if (errors.length > 0 || !root) throw new AssertionRefused('unparsable XML');
  return root;
}

function children(parent: Element, namespace: string, name: string): Element[] {
  return Array.from(parent.childNodes).filter((node) => node.nodeType === 1 && node.namespaceURI === namespace && node.localName === name);
}

function only(parent: Element, namespace: string, name: string): Element {
  const found = Array.from(parent.getElementsByTagNameNS(namespace, name));
  if (found.length !== 1) throw new AssertionRefused(`expected one ${name}, found ${found.length}`);
  return found[0];
}

/**
 * The signature and digest algorithms of every signature in the response. node-saml hands back the
 * assertion it verified without its signature (the enveloped transform removes it), so the whole
 * document is read: no signature in it, whichever one was verified, may use an algorithm refused.
 */
function signatureAlgorithms(response: Element): string[] {
  return [...Array.from(response.getElementsByTagNameNS(DSIG, 'SignatureMethod')), ...Array.from(response.getElementsByTagNameNS(DSIG, 'DigestMethod'))].map((method) => method.getAttribute('Algorithm') ?? '');
}

/**
 * The checks node-saml leaves to us, on the response it validated and on the assertion whose
 * signature it checked (never on any other copy in the document): the response was sent to our
 * assertion consumer (Destination), the response's issuer (when given: it is optional in SAML) and
 * the signed assertion's are the configured provider, the one subject confirmation is bearer,
 * names our consumer as Recipient and answers the same request, the response's status is Success,
 * and no signature uses SHA-1 unless the provider is allowed to.
 */
export function checkAssertion(responseXml: string, assertionXml: string, expected: { acs: string; issuer: string; allowSha1: boolean }): CheckedAssertion {
  const response = parse(responseXml);
  if (response.namespaceURI !== PROTOCOL || response.localName !== 'Response') throw new AssertionRefused('not a Response');
  if (response.getAttribute('Destination') !== expected.acs) throw new AssertionRefused('wrong Destination');
  const responseIssuers = children(response, ASSERTION, 'Issuer');
  if (responseIssuers.length > 1 || (responseIssuers.length === 1 && responseIssuers[0].textContent?.trim() !== expected.issuer)) throw new AssertionRefused('wrong Response Issuer');
  // node-saml reads the status only when there is no assertion: a signed assertion in a failed response would pass.
  const status = children(response, PROTOCOL, 'Status');
  const statusCode = status.length === 1 ? children(status[0], PROTOCOL, 'StatusCode') : [];
  if (statusCode.length !== 1 || statusCode[0].getAttribute('Value') !== SUCCESS) throw new AssertionRefused('status is not Success');
  const inResponseTo = response.getAttribute('InResponseTo') ?? '';
  if (!inResponseTo) throw new AssertionRefused('no InResponseTo');

  const assertion = parse(assertionXml);
  if (assertion.namespaceURI !== ASSERTION || assertion.localName !== 'Assertion') throw new AssertionRefused('not an Assertion');
  const id = assertion.getAttribute('ID') ?? '';
  if (!id) throw new AssertionRefused('assertion without ID');
  const issuers = children(assertion, ASSERTION, 'Issuer');
  if (issuers.length !== 1 || issuers[0].textContent?.trim() !== expected.issuer) throw new AssertionRefused('wrong assertion Issuer');

  if (!expected.allowSha1 && signatureAlgorithms(response).some((algorithm) => SHA1_ALGORITHMS.has(algorithm))) {
    throw new AssertionRefused('SHA-1 signature');
  }

  const method = only(assertion, ASSERTION, 'SubjectConfirmation').getAttribute('Method');
  if (method !== BEARER) throw new AssertionRefused('subject confirmation is not bearer');
  const confirmation = only(assertion, ASSERTION, 'SubjectConfirmationData');
  if (confirmation.getAttribute('Recipient') !== expected.acs) throw new AssertionRefused('wrong Recipient');
  if (confirmation.getAttribute('InResponseTo') !== inResponseTo) throw new AssertionRefused('SubjectConfirmationData answers another request');

  const conditions = only(assertion, ASSERTION, 'Conditions');
  const notOnOrAfter = new Date(conditions.getAttribute('NotOnOrAfter') ?? confirmation.getAttribute('NotOnOrAfter') ?? '');
  if (Number.isNaN(notOnOrAfter.getTime())) throw new AssertionRefused('assertion without an end of validity');
  return { id, inResponseTo, notOnOrAfter };
}
