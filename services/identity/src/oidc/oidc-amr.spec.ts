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

  it('adds otp and mfa after an authenticator app', () => {
    expect(oidcAmrOf('password+totp')).toEqual(['pwd', 'otp', 'mfa']);
    expect(oidcAmrOf('social:linkedin+totp')).toEqual(['social', 'linkedin', 'otp', 'mfa']);
  });

  it('names an emailed code followed by an app code once as otp', () => {
    expect(oidcAmrOf('code+totp')).toEqual(['otp', 'mfa']);
  });

  it('adds mfa after a recovery code and hwk, mfa after a passkey', () => {
    expect(oidcAmrOf('password+recovery_code')).toEqual(['pwd', 'mfa']);
    expect(oidcAmrOf('password+passkey')).toEqual(['pwd', 'hwk', 'mfa']);
  });

  it('calls a passkey alone a hardware key the user unlocked: two factors', () => {
    expect(oidcAmrOf('passkey')).toEqual(['hwk', 'user', 'mfa']);
  });

  it('has none for an impersonation or a session of unknown method', () => {
    expect(oidcAmrOf('impersonation')).toBeUndefined();
    expect(oidcAmrOf(null)).toBeUndefined();
  });
});
