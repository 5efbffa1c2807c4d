// The identity provider's pages as a browser sees them: who signs in, then the form that posts the
// signed response to the service provider.
import type { IncomingMessage } from 'node:http';
import { escapeMarkup } from './markup';
import { signedOctets } from './saml-redirect';

/** The fields of the redirect binding that the sign-on page carries through to its POST. */
export const REQUEST_FIELDS = ['SAMLRequest', 'RelayState', 'SigAlg', 'Signature'] as const;

/** The sign-on page: the request kept in hidden fields (with the signed octets as they came), the person as fields. */
export function signOnPage(requestUrl: URL): string {
  const query = requestUrl.searchParams;
  const hidden = REQUEST_FIELDS.filter((name) => query.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeMarkup(query.get(name) ?? '')}">`)
    .concat(`<input type="hidden" name="octetString" value="${escapeMarkup(signedOctets(requestUrl.search))}">`)
    .join('');
  const field = (name: string, label: string) => `<label>${label} <input name="${name}"></label>`;
  return `<!doctype html><html><head><title>Company sign-in</title></head><body><form method="post" action="/sso">${hidden}
${field('email', 'Email')}${field('firstName', 'First name')}${field('lastName', 'Last name')}<button>Sign in</button></form></body></html>`;
}

/** The HTTP-POST binding: a form that posts itself to the assertion consumer service. */
export function autoPostPage(answer: { acs: string; SAMLResponse: string; RelayState: string }): string {
  return `<!doctype html><html><head><title>Signing you in</title></head><body><form method="post" action="${escapeMarkup(answer.acs)}">
<input type="hidden" name="SAMLResponse" value="${answer.SAMLResponse}"><input type="hidden" name="RelayState" value="${escapeMarkup(answer.RelayState)}">
<button>Continue</button></form><script>document.forms[0].submit()</script></body></html>`;
}

export function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}
