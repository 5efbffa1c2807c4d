import type { SamlAddresses } from './saml-addresses';

const POST = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST';
const REDIRECT = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const certificateBody = (pem: string) => pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

/**
 * One domain's service provider metadata. Written here rather than by node-saml, whose generator
 * publishes single logout for HTTP-POST only: ours is HTTP-Redirect (a GET, signed in the query),
 * the binding providers support most widely for logout.
 */
export function serviceProviderMetadata(addresses: SamlAddresses, signingCertificates: readonly string[]): string {
  const keys = signingCertificates
    .map((pem) => `<md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificateBody(pem)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`)
    .join('');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${escapeXml(addresses.entityId)}">`,
    '<md:SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="true" WantAssertionsSigned="true">',
    keys,
    `<md:SingleLogoutService Binding="${REDIRECT}" Location="${escapeXml(addresses.slo)}"/>`,
    `<md:AssertionConsumerService index="1" isDefault="true" Binding="${POST}" Location="${escapeXml(addresses.acs)}"/>`,
    '</md:SPSSODescriptor>',
    '</md:EntityDescriptor>',
  ].join('\n');
}
