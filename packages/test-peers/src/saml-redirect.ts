// The HTTP-Redirect binding as the identity provider reads it.
import { inflateRawSync } from 'node:zlib';

/** What a HTTP-Redirect signature covers: the query's own encoding of SAMLRequest/SAMLResponse, RelayState and SigAlg. */
export function signedOctets(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => /^(SAMLRequest|SAMLResponse|RelayState|SigAlg)=/.test(pair))
    .join('&');
}

/** The Issuer of a request (deflated, base64): our service provider's entity id, where its metadata is served. */
export function requestIssuer(samlRequest: string): string {
  const xml = inflateRawSync(Buffer.from(samlRequest, 'base64')).toString('utf8');
  const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(xml)?.[1];
  if (!issuer) throw new Error('the SAML request names no issuer');
  return issuer;
}
