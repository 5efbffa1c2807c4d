import { aSiteApplication } from '../../../test/factories/entity.factory';
import { hashOpaqueToken } from '../../platform/security/opaque-token';
import type { OidcClientSettings } from '../catalogue/oidc-client-settings';
import { oidcClientMetadata } from './oidc-client-metadata';
import { clientSecretMatches } from './oidc-client-secrets';

const SETTINGS: OidcClientSettings = {
  redirectUris: ['https://app.example/callback'],
  postLogoutRedirectUris: ['https://app.example/bye'],
  grantTypes: ['authorization_code', 'refresh_token'],
  clientType: 'confidential',
  backchannelLogoutUri: null,
  firstParty: true,
};

describe('oidcClientMetadata', () => {
  it('is null for an application that signs in by hand-off only', () => {
    expect(oidcClientMetadata(aSiteApplication({ oidc: null }))).toBeNull();
  });

  it('maps a confidential client: the stored hash as its secret, HTTP Basic, the code flow, ES256', () => {
    const hash = hashOpaqueToken('the secret');
    const metadata = oidcClientMetadata(aSiteApplication({ clientId: 'forecast', name: 'Forecast', clientSecretHash: hash, oidc: SETTINGS }));

    expect(metadata).toEqual({
      client_id: 'forecast',
      client_name: 'Forecast',
      client_secret: hash,
      token_endpoint_auth_method: 'client_secret_basic',
      redirect_uris: ['https://app.example/callback'],
      post_logout_redirect_uris: ['https://app.example/bye'],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      id_token_signed_response_alg: 'ES256',
      first_party: true,
    });
  });

  it('maps a public client without a secret (auth method none)', () => {
    const metadata = oidcClientMetadata(aSiteApplication({ clientSecretHash: hashOpaqueToken('unused'), oidc: { ...SETTINGS, clientType: 'public', firstParty: false } }));

    expect(metadata?.token_endpoint_auth_method).toBe('none');
    expect(metadata).not.toHaveProperty('client_secret');
    expect(metadata?.first_party).toBe(false);
  });

  it('is null for a confidential client whose secret was never issued', () => {
    expect(oidcClientMetadata(aSiteApplication({ clientSecretHash: null, oidc: SETTINGS }))).toBeNull();
  });

  it('gives a client-credentials-only client no response type', () => {
    const metadata = oidcClientMetadata(aSiteApplication({ clientSecretHash: hashOpaqueToken('s'), oidc: { ...SETTINGS, grantTypes: ['client_credentials'], redirectUris: [] } }));
    expect(metadata?.response_types).toEqual([]);
  });
});

describe('clientSecretMatches', () => {
  const hash = hashOpaqueToken('the secret');

  it('accepts the secret whose hash is stored', () => {
    expect(clientSecretMatches(hash, 'the secret')).toBe(true);
  });

  it('refuses another secret, the hash itself presented as the secret, and a missing or malformed stored hash', () => {
    expect(clientSecretMatches(hash, 'another secret')).toBe(false);
    expect(clientSecretMatches(hash, hash)).toBe(false);
    expect(clientSecretMatches(undefined, 'the secret')).toBe(false);
    expect(clientSecretMatches('not-a-hash', 'the secret')).toBe(false);
  });
});
