import type { ClientMetadata, KoaContextWithOIDC, Provider } from 'oidc-provider';
import { oidcLibrary } from './oidc-library';
import { existingGrantOf, rememberConsent, standingConsentId } from './oidc-grants';

const ADA = '0b6f8a9e-2c41-4e57-9a0e-6d1c2b3a4f5e';
const GRACE = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

/** The part of an authorization request's context that the grant look-up reads. */
function requestOf(provider: Provider, { accountId = ADA, clientId = 'third-party', scope = 'openid email', claims = [] as string[], sessionGrant = undefined as string | undefined, firstParty = false } = {}): KoaContextWithOIDC {
  const oidc = {
    provider,
    client: { clientId, metadata: () => ({ client_id: clientId, first_party: firstParty }) },
    session: { accountId, grantIdFor: () => sessionGrant },
    params: { scope },
    requestParamOIDCScopes: new Set(scope.split(' ')),
    requestParamClaims: new Set(claims),
  };
  return { oidc } as unknown as KoaContextWithOIDC;
}

const isFirstParty = (client: ClientMetadata) => client.first_party === true;

describe('the grant of an authorization request (the standing consent)', () => {
  let provider: Provider;

  beforeAll(async () => {
    const { Provider } = await oidcLibrary();
    // The library's in-memory storage and keys: grants are what is under test here, not the database
    // (the library's warnings about them are not this test's business).
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    provider = new Provider('http://issuer.example', { features: { devInteractions: { enabled: false } }, interactions: { url: () => '/interaction' }, ttl: { Grant: 60 } });
    warn.mockRestore();
  });

  it('keys a standing consent by user and client', () => {
    expect(standingConsentId(ADA, 'a')).toBe(standingConsentId(ADA, 'a'));
    expect(standingConsentId(ADA, 'a')).not.toBe(standingConsentId(GRACE, 'a'));
    expect(standingConsentId(ADA, 'a')).not.toBe(standingConsentId(ADA, 'b'));
  });

  it('gives a third-party application nothing without a standing consent, so the provider asks', async () => {
    await expect(existingGrantOf(requestOf(provider, { clientId: 'never-allowed' }), isFirstParty)).resolves.toBeUndefined();
  });

  it("gives a first-party application what it asks at once", async () => {
    const grant = await existingGrantOf(requestOf(provider, { clientId: 'own', firstParty: true, scope: 'openid profile' }), isFirstParty);
    expect(grant?.getOIDCScope()).toBe('openid profile');
  });

  it('copies into a new grant what the consent covers of the request, and nothing more', async () => {
    await rememberConsent(provider, ADA, 'weather-pics', { scopes: ['openid', 'email'], claims: ['email_verified'] });

    const covered = await existingGrantOf(requestOf(provider, { clientId: 'weather-pics', scope: 'openid email profile', claims: ['email_verified', 'name'] }), isFirstParty);

    expect(covered?.jti).not.toBe(standingConsentId(ADA, 'weather-pics'));
    expect(covered?.getOIDCScope().split(' ').sort()).toEqual(['email', 'openid']);
    expect(covered?.getOIDCClaims()).toEqual(['email_verified']);
    await expect(existingGrantOf(requestOf(provider, { accountId: GRACE, clientId: 'weather-pics' }), isFirstParty)).resolves.toBeUndefined();
  });

  it('widens a standing consent with what is allowed later', async () => {
    await rememberConsent(provider, ADA, 'weather-maps', { scopes: ['openid'], claims: [] });
    await rememberConsent(provider, ADA, 'weather-maps', { scopes: ['role'], claims: [] });

    const grant = await existingGrantOf(requestOf(provider, { clientId: 'weather-maps', scope: 'openid role' }), isFirstParty);

    expect(grant?.getOIDCScope().split(' ').sort()).toEqual(['openid', 'role']);
  });

  it("prefers the session's own grant for the client", async () => {
    const own = new provider.Grant({ accountId: ADA, clientId: 'weather-radar' });
    own.addOIDCScope('openid');
    const id = await own.save();

    const grant = await existingGrantOf(requestOf(provider, { clientId: 'weather-radar', sessionGrant: id }), isFirstParty);

    expect(grant?.jti).toBe(id);
  });
});
