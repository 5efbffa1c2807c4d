// A stand-in enterprise identity provider: a real SAML 2.0 IdP (samlify) on 127.0.0.1 that signs
// its assertions with its own test key. Its sign-on page asks who signs in (the test types the
// person), then posts the signed response to the service provider that sent the AuthnRequest. Its
// single logout answers a signed LogoutRequest with its signed LogoutResponse.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import * as samlify from 'samlify';
import { repoRoot } from './paths';
import type { RunningServer } from './server-process';

const KEYS = join(repoRoot, 'services', 'identity', 'test', 'support', 'saml-keys');
const binding = samlify.Constants.namespace.binding;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';

// The service provider under test checks its own messages; this stand-in needs no XSD validation.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface RunningSamlIdp extends RunningServer {
  /** Its metadata document, the address an administrator pastes on the Single Sign-On tab. */
  metadataUrl: string;
}

function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

/** What a HTTP-Redirect signature covers: the query's own encoding of SAMLRequest, RelayState and SigAlg. */
function signedOctets(search: string): string {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => /^(SAMLRequest|RelayState|SigAlg)=/.test(pair))
    .join('&');
}

/** The sign-on page: the request kept in hidden fields (with the signed octets as they came), the person as fields. */
function signOnPage(requestUrl: URL): string {
  const query = requestUrl.searchParams;
  const hidden = ['SAMLRequest', 'RelayState', 'SigAlg', 'Signature']
    .filter((name) => query.has(name))
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .concat(`<input type="hidden" name="octetString" value="${escapeHtml(signedOctets(requestUrl.search))}">`)
    .join('');
  const field = (name: string, label: string) => `<label>${label} <input name="${name}"></label>`;
  return `<!doctype html><html><head><title>Company sign-in</title></head><body><form method="post" action="/sso">${hidden}
${field('email', 'Email')}${field('firstName', 'First name')}${field('lastName', 'Last name')}<button>Sign in</button></form></body></html>`;
}

function attributeStatement(person: URLSearchParams): string {
  const values = (['email', 'firstName', 'lastName'] as const).map(
    (name) => `<saml:Attribute Name="${name}"><saml:AttributeValue xsi:type="xs:string">${escapeHtml(person.get(name) ?? '')}</saml:AttributeValue></saml:Attribute>`,
  );
  return `<saml:AttributeStatement>${values.join('')}</saml:AttributeStatement>`;
}

export async function startSamlIdp(): Promise<RunningSamlIdp> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const idp = samlify.IdentityProvider({
    entityID: `${url}/metadata`,
    privateKey: readFileSync(join(KEYS, 'idp-key.pem'), 'utf8'),
    signingCert: readFileSync(join(KEYS, 'idp-cert.pem'), 'utf8'),
    nameIDFormat: [EMAIL_FORMAT],
    // Our AuthnRequests and LogoutRequests must carry a valid signature by the certificate of our metadata.
    wantAuthnRequestsSigned: true,
    wantLogoutRequestSigned: true,
    singleSignOnService: [{ Binding: binding.redirect, Location: `${url}/sso` }],
    singleLogoutService: [{ Binding: binding.redirect, Location: `${url}/slo` }],
  });
  const metadata = idp.getMetadata();

  /** The signed response for the person, as the auto-posting form of the HTTP-POST binding. */
  async function answer(form: URLSearchParams): Promise<string> {
    const requestQuery = { SAMLRequest: form.get('SAMLRequest') ?? '', RelayState: form.get('RelayState') ?? '', SigAlg: form.get('SigAlg') ?? undefined, Signature: form.get('Signature') ?? undefined };
    // The request's Issuer is the service provider's entity id, which is where its metadata is served.
    const requestXml = inflateRawSync(Buffer.from(requestQuery.SAMLRequest, 'base64')).toString('utf8');
    const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(requestXml)?.[1];
    if (!issuer) throw new Error('the AuthnRequest names no issuer');
    const spMetadata = await (await fetch(issuer)).text();
    const sp = samlify.ServiceProvider({ metadata: spMetadata, wantAssertionsSigned: true });
    const { extract } = (await idp.parseLoginRequest(sp, 'redirect', { query: requestQuery, octetString: form.get('octetString') ?? '' })) as unknown as { extract: { request: { id: string } } };
    const acs = /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(spMetadata)?.[1] ?? '';
    const email = form.get('email') ?? '';
    const context = (await idp.createLoginResponse(sp, { extract }, 'post', { email }, {
      relayState: requestQuery.RelayState,
      customTagReplacement: (template: string) => {
        const now = new Date();
        const later = new Date(now.getTime() + 5 * 60_000).toISOString();
        const values: Record<string, string> = {
          ID: `_${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`,
          AssertionID: `_${Math.random().toString(16).slice(2)}${Date.now().toString(16)}a`,
          Destination: acs,
          Audience: issuer,
          SubjectRecipient: acs,
          Issuer: `${url}/metadata`,
          IssueInstant: now.toISOString(),
          StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
          ConditionsNotBefore: now.toISOString(),
          ConditionsNotOnOrAfter: later,
          SubjectConfirmationDataNotOnOrAfter: later,
          NameIDFormat: EMAIL_FORMAT,
          NameID: escapeHtml(email),
          InResponseTo: extract.request.id,
          AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
          AttributeStatement: attributeStatement(form),
        };
        return { id: values.ID, context: template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) };
      },
    })) as { context: string };
    return `<!doctype html><html><head><title>Signing you in</title></head><body><form method="post" action="${escapeHtml(acs)}">
<input type="hidden" name="SAMLResponse" value="${context.context}"><input type="hidden" name="RelayState" value="${escapeHtml(requestQuery.RelayState)}">
<button>Continue</button></form><script>document.forms[0].submit()</script></body></html>`;
  }

  /** Single logout: our signed LogoutRequest checked, answered by the provider's signed LogoutResponse to our single logout service. */
  async function logout(requestUrl: URL): Promise<string> {
    const query = Object.fromEntries(requestUrl.searchParams);
    const requestXml = inflateRawSync(Buffer.from(query.SAMLRequest ?? '', 'base64')).toString('utf8');
    const issuer = /<saml:Issuer[^>]*>([^<]+)<\/saml:Issuer>/.exec(requestXml)?.[1];
    if (!issuer) throw new Error('the LogoutRequest names no issuer');
    const sp = samlify.ServiceProvider({ metadata: await (await fetch(issuer)).text(), wantLogoutResponseSigned: true });
    const parsed = await idp.parseLogoutRequest(sp, 'redirect', { query, octetString: signedOctets(requestUrl.search) });
    const answer = idp.createLogoutResponse(sp, parsed as unknown as Parameters<typeof idp.createLogoutResponse>[1], 'redirect', query.RelayState ?? '') as { context: string };
    return answer.context;
  }

  server.on('request', (request, response) => {
    const requestUrl = new URL(request.url ?? '/', url);
    const send = (status: number, type: string, body: string) => response.writeHead(status, { 'Content-Type': type }).end(body);
    if (requestUrl.pathname === '/metadata') return send(200, 'application/samlmetadata+xml', metadata);
    if (requestUrl.pathname === '/sso' && request.method === 'GET') return send(200, 'text/html; charset=utf-8', signOnPage(requestUrl));
    if (requestUrl.pathname === '/slo' && request.method === 'GET') {
      logout(requestUrl)
        .then((location) => response.writeHead(302, { Location: location }).end())
        .catch((error: unknown) => send(400, 'text/plain', String(error)));
      return;
    }
    if (requestUrl.pathname === '/sso' && request.method === 'POST') {
      readBody(request)
        .then(answer)
        .then((page) => send(200, 'text/html; charset=utf-8', page))
        .catch((error: unknown) => send(500, 'text/plain', String(error)));
      return;
    }
    send(404, 'text/plain', 'not found');
  });

  return {
    name: 'saml-idp',
    pid: process.pid,
    logFile: '',
    metadataUrl: `${url}/metadata`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
