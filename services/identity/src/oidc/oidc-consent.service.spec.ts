import { askedBy } from './oidc-consent.service';

describe('what a consent prompt asks', () => {
  it("is the provider's missing scopes and claims", () => {
    const prompt = { name: 'consent', reasons: ['op_scopes_missing', 'op_claims_missing'], details: { missingOIDCScope: ['openid', 'email'], missingOIDCClaims: ['email_verified'] } };
    expect(askedBy({ prompt })).toEqual({ scopes: ['openid', 'email'], claims: ['email_verified'] });
  });

  it('is nothing new for an explicit prompt=consent of what is granted, and ignores what is not a list of names', () => {
    expect(askedBy({ prompt: { name: 'consent', reasons: ['consent_prompt'], details: {} } })).toEqual({ scopes: [], claims: [] });
    expect(askedBy({ prompt: { name: 'consent', reasons: [], details: { missingOIDCScope: 'email', missingOIDCClaims: [1, 'name'] } } })).toEqual({ scopes: [], claims: ['name'] });
  });
});
