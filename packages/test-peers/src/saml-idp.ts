import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import { escapeMarkup } from './markup';
import { autoPostPage, readForm, REQUEST_FIELDS, signOnPage } from './saml-idp-pages';
import { type SamlKeyFile, samlKeyPem } from './saml-keys';
import { requestIssuer, signedOctets } from './saml-redirect';

const binding = samlify.Constants.namespace.binding;
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const METADATA_TYPE = 'application/samlmetadata+xml';

// The provider under test is ours (node-saml); this stand-in IdP parses our requests without an XSD.
samlify.setSchemaValidator({ validate: () => Promise.resolve('skipped') });

export interface SamlTestUser {
  nameId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
}

/** The template values of one response; a test changes any of them to craft a bad response. */
export type ResponseValues = Record<string, string>;

export interface AnswerOptions {
  /** Changes the template values (issuer, audience, times, ...). */
  values?: (values: ResponseValues) => ResponseValues;
  /** Changes the unsigned XML before it is signed. */
  beforeSigning?: (xml: string) => string;
  /** Signs with the attacker's key instead of the provider's. */
  signer?: 'idp' | 'attacker';
  /** Signs with RSA-SHA1 and SHA-1 digests, as old providers still do. */
  sha1?: boolean;
}

export interface SamlAnswer {
  SAMLResponse: string;
  RelayState: string;
  /** Where the browser would post it. */
  acs: string;
  /** The signed response XML, for tests that tamper after signing. */
  xml: string;
}

export interface TestSamlIdp {
  url: string;
  entityId: string;
  metadataUrl: string;
  ssoUrl: string;
  certificate: string;
  /** The certificate's base64 body, as metadata carries it. */
  certificateBase64: string;
  /** The answer to the AuthnRequest in a redirect Location, from the SP whose metadata XML is given. */
  answer(location: string, spMetadata: string, user: SamlTestUser, options?: AnswerOptions): Promise<SamlAnswer>;
  /** Reads our LogoutRequest (its signature checked against our metadata) and answers with a signed LogoutResponse URL to our single logout service. */
  answerLogout(location: string, spMetadata: string): Promise<{ nameId: string; sessionIndex: string | null; responseLocation: string }>;
  /** A signed, provider-initiated LogoutRequest URL to our single logout service. */
  logoutRequest(spMetadata: string, nameId: string, sessionIndex?: string): string;
  /** Reads our LogoutResponse to the provider's LogoutRequest, its signature checked against our metadata. */
  readLogoutResponse(location: string, spMetadata: string): Promise<{ inResponseTo: string; status: string }>;
  close(): Promise<void>;
}

function attributeStatement(user: SamlTestUser): string {
  const attributes: [string, string | undefined][] = [
    ['email', user.email],
    ['firstName', user.firstName],
    ['lastName', user.lastName],
  ];
  const present = attributes.filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (present.length === 0) return '';
  return `<saml:AttributeStatement>${present
    .map(([name, value]) => `<saml:Attribute Name="${name}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic"><saml:AttributeValue xsi:type="xs:string">${escapeMarkup(value)}</saml:AttributeValue></saml:Attribute>`)
    .join('')}</saml:AttributeStatement>`;
}

function replaceTags(template: string, values: ResponseValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? values[name] : whole));
}

/** The metadata documents the provider serves: its own, and two that a metadata fetcher must refuse. */
function metadataDocument(pathname: string, metadata: string): string | null {
  // Past the fetcher's limit, sent without a declared length.
  if (pathname === '/oversized-metadata') return `${metadata}<!--${'x'.repeat(600 * 1024)}-->`;
  if (pathname === '/doctype-metadata') return `<!DOCTYPE m [<!ENTITY e SYSTEM "file:///etc/passwd">]>${metadata}`;
  return pathname === '/metadata' ? metadata : null;
}

/** Our service provider's metadata, fetched from its entity id (the Issuer of its request). */
async function spMetadataOf(samlRequest: string): Promise<string> {
  return (await fetch(requestIssuer(samlRequest))).text();
}

/**
 * A real SAML identity provider on loopback (samlify), signing its assertions with its own key.
 * A test drives it by its methods (the API suite) or through its pages (the browser suite): GET /sso
 * asks who signs in and POST /sso posts the signed response to our assertion consumer service; GET
 * /slo answers our signed LogoutRequest with its signed LogoutResponse.
 */
export async function startSamlIdp(): Promise<TestSamlIdp> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/metadata`;
  const ssoUrl = `${url}/sso`;
  const certificate = samlKeyPem('idp-cert.pem');

  const provider = (key: SamlKeyFile, cert: SamlKeyFile, signatureAlgorithm = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256') =>
    samlify.IdentityProvider({
      entityID: entityId,
      requestSignatureAlgorithm: signatureAlgorithm,
      privateKey: samlKeyPem(key),
      signingCert: samlKeyPem(cert),
      nameIDFormat: [EMAIL_FORMAT],
      // Our AuthnRequests and logout messages must carry a valid signature by the certificate of our metadata.
      wantAuthnRequestsSigned: true,
      wantLogoutRequestSigned: true,
      wantLogoutResponseSigned: true,
      singleSignOnService: [{ Binding: binding.redirect, Location: ssoUrl }],
      singleLogoutService: [{ Binding: binding.redirect, Location: `${url}/slo` }],
    });
  const idp = provider('idp-key.pem', 'idp-cert.pem');
  const attacker = provider('attacker-key.pem', 'attacker-cert.pem');
  const sha1 = provider('idp-key.pem', 'idp-cert.pem', 'http://www.w3.org/2000/09/xmldsig#rsa-sha1');
  const metadata = idp.getMetadata();

  /** The signed response to an AuthnRequest of the redirect binding (its query and the octets its signature covers). */
  async function respond(query: Record<string, string>, octetString: string, spMetadata: string, user: SamlTestUser, options: AnswerOptions): Promise<SamlAnswer> {
    const sp = samlify.ServiceProvider({ metadata: spMetadata, wantAssertionsSigned: true });
    const { extract } = (await idp.parseLoginRequest(sp, 'redirect', { query, octetString })) as unknown as { extract: { request: { id: string } } };
    const signer = options.signer === 'attacker' ? attacker : options.sha1 ? sha1 : idp;
    const context = await signer.createLoginResponse(sp, { extract }, 'post', { email: user.nameId }, {
      relayState: query.RelayState,
      customTagReplacement: (template: string) => {
        const now = new Date();
        const later = new Date(now.getTime() + 5 * 60_000);
        const acs = /AssertionConsumerService[^>]*Location="([^"]+)"/.exec(spMetadata)?.[1] ?? '';
        const base: ResponseValues = {
          ID: `_${randomBytes(16).toString('hex')}`,
          AssertionID: `_${randomBytes(16).toString('hex')}`,
          Destination: acs,
          Audience: sp.entityMeta.getEntityID(),
          SubjectRecipient: acs,
          Issuer: entityId,
          IssueInstant: now.toISOString(),
          StatusCode: 'urn:oasis:names:tc:SAML:2.0:status:Success',
          ConditionsNotBefore: now.toISOString(),
          ConditionsNotOnOrAfter: later.toISOString(),
          SubjectConfirmationDataNotOnOrAfter: later.toISOString(),
          NameIDFormat: EMAIL_FORMAT,
          NameID: escapeMarkup(user.nameId),
          InResponseTo: extract.request.id,
          AuthnStatement: `<saml:AuthnStatement AuthnInstant="${now.toISOString()}" SessionIndex="_session-${randomBytes(8).toString('hex')}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
          AttributeStatement: attributeStatement(user),
        };
        const values = options.values ? options.values(base) : base;
        const xml = replaceTags(template, values);
        return { id: values.ID, context: options.beforeSigning ? options.beforeSigning(xml) : xml };
      },
    });
    const posted = context as { context: string; relayState?: string; entityEndpoint: string };
    return { SAMLResponse: posted.context, RelayState: query.RelayState ?? '', acs: posted.entityEndpoint, xml: Buffer.from(posted.context, 'base64').toString('utf8') };
  }

  const handle: TestSamlIdp = {
    url,
    entityId,
    metadataUrl: entityId,
    ssoUrl,
    certificate,
    certificateBase64: certificate.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''),
    answer(location, spMetadata, user, options = {}) {
      const requestUrl = new URL(location);
      return respond(Object.fromEntries(requestUrl.searchParams), signedOctets(requestUrl.search), spMetadata, user, options);
    },
    async answerLogout(location, spMetadata) {
      const sp = serviceProviderOf(spMetadata);
      const url = new URL(location);
      const query = Object.fromEntries(url.searchParams);
      const request = await idp.parseLogoutRequest(sp, 'redirect', { query, octetString: signedOctets(url.search) });
      const extract = request.extract as { nameID: string; sessionIndex?: unknown };
      const response = idp.createLogoutResponse(sp, request as unknown as Parameters<typeof idp.createLogoutResponse>[1], 'redirect', query.RelayState ?? '') as { context: string };
      return { nameId: extract.nameID, sessionIndex: typeof extract.sessionIndex === 'string' ? extract.sessionIndex : null, responseLocation: response.context };
    },
    logoutRequest(spMetadata, nameId, sessionIndex) {
      const sp = serviceProviderOf(spMetadata);
      return (idp.createLogoutRequest(sp, 'redirect', { logoutNameID: nameId, sessionIndex: sessionIndex ?? '' }) as { context: string }).context;
    },
    async readLogoutResponse(location, spMetadata) {
      const sp = serviceProviderOf(spMetadata);
      const url = new URL(location);
      const parsed = (await idp.parseLogoutResponse(sp, 'redirect', { query: Object.fromEntries(url.searchParams), octetString: signedOctets(url.search) })) as unknown as { samlContent: string };
      return {
        inResponseTo: /InResponseTo="([^"]+)"/.exec(parsed.samlContent)?.[1] ?? '',
        status: /StatusCode Value="([^"]+)"/.exec(parsed.samlContent)?.[1] ?? '',
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** The sign-on page's POST: the person it names, signed in to the service provider that sent the request. */
  async function signOn(form: URLSearchParams): Promise<string> {
    const query = Object.fromEntries(REQUEST_FIELDS.filter((name) => form.has(name)).map((name) => [name, form.get(name) ?? '']));
    const person = { email: form.get('email') ?? '', firstName: form.get('firstName') ?? '', lastName: form.get('lastName') ?? '' };
    const spMetadata = await spMetadataOf(query.SAMLRequest ?? '');
    return autoPostPage(await respond(query, form.get('octetString') ?? '', spMetadata, { nameId: person.email, ...person }, {}));
  }

  /** Single logout from the browser: our LogoutRequest answered by a redirect with the provider's LogoutResponse. */
  async function logout(requestUrl: URL): Promise<string> {
    const spMetadata = await spMetadataOf(requestUrl.searchParams.get('SAMLRequest') ?? '');
    return (await handle.answerLogout(requestUrl.href, spMetadata)).responseLocation;
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const requestUrl = new URL(request.url ?? '/', url);
    const send = (status: number, type: string, body: string) => response.writeHead(status, { 'Content-Type': type }).end(body);
    const document = metadataDocument(requestUrl.pathname, metadata);
    if (document !== null) return send(200, METADATA_TYPE, document);
    if (requestUrl.pathname === '/sso' && request.method === 'GET') return send(200, 'text/html; charset=utf-8', signOnPage(requestUrl));
    if (requestUrl.pathname === '/sso' && request.method === 'POST') {
      readForm(request)
        .then(signOn)
        .then((page) => send(200, 'text/html; charset=utf-8', page))
        .catch((error: unknown) => send(500, 'text/plain', String(error)));
      return;
    }
    if (requestUrl.pathname === '/slo' && request.method === 'GET') {
      logout(requestUrl)
        .then((location) => response.writeHead(302, { Location: location }).end())
        .catch((error: unknown) => send(400, 'text/plain', String(error)));
      return;
    }
    send(404, 'text/plain', 'not found');
  });

  return handle;
}

/** Our service provider as the provider sees it: its logout messages both ways are signed. */
function serviceProviderOf(spMetadata: string) {
  return samlify.ServiceProvider({ metadata: spMetadata, wantAssertionsSigned: true, wantLogoutRequestSigned: true, wantLogoutResponseSigned: true });
}
