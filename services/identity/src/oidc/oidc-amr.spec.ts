import { oidcAmrOf } from './oidc-amr';

describe('oidcAmrOf', () => {
  it('answers RFC 8176 values for a password and an emailed code', () => {
    expect(oidcAmrOf('password')).toEqual(['pwd']);
    expect(oidcAmrOf('code')).toEqual(['otp']);
  });

  it('names SAML and the social provider', () => {
    expect(oidcAmrOf('saml')).toEqual(['saml']);
    expect(oidcAmrOf('social:linkedin')).toEqual(['social', 'linkedin']);
    expect(oidcAmrOf('social:facebook')).toEqual(['social', 'facebook']);
  });

  it('has none for an impersonation or a session of unknown method', () => {
    expect(oidcAmrOf('impersonation')).toBeUndefined();
    expect(oidcAmrOf(null)).toBeUndefined();
  });
});
