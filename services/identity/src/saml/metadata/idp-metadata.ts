import { DOMParser } from '@xmldom/xmldom';
import { parseProviderCertificate } from '../provider-certificate';

const METADATA = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';

/** What the Single Sign-On tab fills in from an identity provider's metadata. */
export interface IdpMetadata {
  provider_issuer: string;
  signon_service_url: string;
  logout_service_url: string | null;
  provider_certificate: string;
}

interface Element {
  readonly nodeType: number;
  readonly namespaceURI: string | null;
  readonly localName: string | null;
  readonly textContent: string | null;
  readonly parentNode: Element | null;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<Element>;
}

function all(parent: Element, namespace: string, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS(namespace, name));
}

/** The redirect binding is what our AuthnRequests use; POST is the fallback. */
function serviceUrl(descriptor: Element, name: string): string | null {
  const services = all(descriptor, METADATA, name);
  const preferred = services.find((service) => service.getAttribute('Binding') === REDIRECT) ?? services.find((service) => service.getAttribute('Binding') === POST);
  return preferred?.getAttribute('Location')?.trim() || null;
}

/**
 * Reads an EntityDescriptor with an IDPSSODescriptor: its entity id, sign-on and logout addresses
 * and signing certificate. A DOCTYPE is refused before parsing, so no entity is ever expanded.
 * Null when the document is not such metadata.
 */
export function parseIdpMetadata(xml: string): IdpMetadata | null {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  const errors: string[] = [];
  const parser = new DOMParser({ errorHandler: { warning: () => undefined, error: (message: string) => errors.push(message), fatalError: (message: string) => errors.push(message) } });
  const root = parser.parseFromString(xml, 'text/xml').documentElement as unknown as Element | null;
  if (errors.length > 0 || !root) return null;
  const entity = root.localName === 'EntityDescriptor' && root.namespaceURI === METADATA ? root : all(root, METADATA, 'EntityDescriptor').find((candidate) => all(candidate, METADATA, 'IDPSSODescriptor').length > 0);
  const descriptor = entity ? all(entity, METADATA, 'IDPSSODescriptor')[0] : undefined;
  const issuer = entity?.getAttribute('entityID')?.trim();
  if (!entity || !descriptor || !issuer) return null;
  const signon = serviceUrl(descriptor, 'SingleSignOnService');
  const keys = all(descriptor, METADATA, 'KeyDescriptor').filter((key) => (key.getAttribute('use') || 'signing') === 'signing');
  const certificate = keys.map((key) => all(key, DSIG, 'X509Certificate')[0]?.textContent ?? '').map(parseProviderCertificate).find((pem) => pem !== null);
  if (!signon || !certificate) return null;
  return { provider_issuer: issuer, signon_service_url: signon, logout_service_url: serviceUrl(descriptor, 'SingleLogoutService'), provider_certificate: certificate };
}
