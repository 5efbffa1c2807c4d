import { portalConsentUrl, portalSignInUrl } from './oidc-portal-pages';

describe('the portal pages of an interaction', () => {
  const portal = new URL('https://portal.example.com');

  it('sends a sign-in to /login with the interaction, and prompt=login only for a fresh one', () => {
    expect(portalSignInUrl(portal, 'abc', { fresh: false })).toBe('https://portal.example.com/login?interaction=abc');
    expect(portalSignInUrl(portal, 'abc', { fresh: true })).toBe('https://portal.example.com/login?interaction=abc&prompt=login');
  });

  it('sends a consent to /consent with the interaction', () => {
    expect(portalConsentUrl(portal, 'a-b_c')).toBe('https://portal.example.com/consent?interaction=a-b_c');
  });
});
