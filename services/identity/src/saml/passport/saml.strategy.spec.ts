import { generateKeyPairSync } from 'node:crypto';
import type { CacheItem, CacheProvider } from '@node-saml/node-saml';
import { fake, type UnitModule, unitModule } from '../../../test/support/unit-module';
import type { EnterpriseDomain } from '../../enterprises/domains/enterprise-domain.entity';
import type { SamlAuthenticationProvider } from '../../enterprises/saml-authentication-provider.entity';
import { samlAddresses } from '../saml-addresses';
import { SamlAssertionVerifier } from '../saml-assertion-verifier';
import { runStrategy } from '../../platform/passport/run-strategy';
import { SamlStrategy, type SamlDomainContext, type SamlStrategyRequest } from './saml.strategy';

/** node-saml's request cache, in memory. */
class MemoryRequests implements CacheProvider {
  readonly saved = new Map<string, string>();
  saveAsync(key: string, value: string): Promise<CacheItem | null> {
    this.saved.set(key, value);
    return Promise.resolve({ value, createdAt: Date.now() });
  }
  getAsync(key: string): Promise<string | null> {
    return Promise.resolve(this.saved.get(key) ?? null);
  }
  removeAsync(): Promise<string | null> {
    return Promise.resolve(null);
  }
}

describe(SamlStrategy.name, () => {
  let unit: UnitModule;
  let verify: jest.Mock;
  let sut: SamlStrategy;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

  beforeEach(async () => {
    verify = jest.fn();
    unit = await unitModule({ providers: [SamlStrategy], fakes: [fake(SamlAssertionVerifier, { verify })] });
    sut = unit.get(SamlStrategy);
  });

  afterEach(async () => {
    await unit.close();
  });

  function context(domainId: number, requests: CacheProvider): SamlDomainContext {
    const domain = { id: domainId, name: `d${domainId}.example`, enterpriseId: 1 } as EnterpriseDomain;
    const provider = { providerIssuer: `https://idp${domainId}.example`, signonServiceUrl: `https://idp${domainId}.example/sso`, providerCertificate: 'not read to start a sign-in', allowSha1Signatures: false } as SamlAuthenticationProvider;
    return { domain, provider, addresses: samlAddresses(unit.config.publicApiUrl, domainId), requests };
  }

  function request(saml: SamlDomainContext, fields: Pick<SamlStrategyRequest, 'query' | 'body'>): SamlStrategyRequest {
    return { method: 'POST', url: '/', headers: {}, ...fields, saml };
  }

  it("starts a sign-in at the request's domain's provider: a signed AuthnRequest, RelayState the request's id, remembered", async () => {
    const requests = new MemoryRequests();
    const saml = { ...context(7, requests), serviceProvider: { signingKey, generateUniqueId: () => '_request7' } };

    const outcome = await runStrategy(sut, request(saml, { query: { RelayState: '_request7' }, body: {} }));

    if (outcome.kind !== 'redirect') throw new Error(`expected a redirect, got ${outcome.kind}`);
    const url = new URL(outcome.url);
    expect(url.origin + url.pathname).toBe('https://idp7.example/sso');
    expect(url.searchParams.get('RelayState')).toBe('_request7');
    expect(url.searchParams.get('SAMLRequest')).toBeTruthy();
    expect(url.searchParams.get('Signature')).toBeTruthy();
    expect([...requests.saved.keys()]).toEqual(['_request7']);
  });

  it('picks the provider per request: two domains, two providers, one strategy', async () => {
    const to = async (domainId: number) => {
      const saml = { ...context(domainId, new MemoryRequests()), serviceProvider: { generateUniqueId: () => `_r${domainId}` } };
      const outcome = await runStrategy(sut, request(saml, { query: { RelayState: `_r${domainId}` }, body: {} }));
      return outcome.kind === 'redirect' ? new URL(outcome.url).host : outcome.kind;
    };
    expect([await to(1), await to(2)]).toEqual(['idp1.example', 'idp2.example']);
  });

  it('refuses a response node-saml cannot validate before our verify is asked', async () => {
    const saml = context(3, new MemoryRequests());
    const notXml = Buffer.from('not a SAML response').toString('base64');

    await expect(runStrategy(sut, request(saml, { query: {}, body: { SAMLResponse: notXml } }))).rejects.toThrow();
    expect(verify).not.toHaveBeenCalled();
  });
});
