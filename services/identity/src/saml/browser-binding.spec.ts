import { browserBindingCookieName, browserBindingCookieOptions, browserBindingHash, isBoundBrowser, isSecureContext, newBrowserBinding } from './browser-binding';

describe('SAML browser binding', () => {
  it('keeps a hash of a fresh random value, and recognises only that value', () => {
    const sut = newBrowserBinding();
    const other = newBrowserBinding();

    expect(sut.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sut.hash).toBe(browserBindingHash(sut.value));
    expect(sut.hash).not.toContain(sut.value);
    expect(other.value).not.toBe(sut.value);
    expect(isBoundBrowser(sut.value, sut.hash)).toBe(true);
    expect(isBoundBrowser(other.value, sut.hash)).toBe(false);
    expect(isBoundBrowser(undefined, sut.hash)).toBe(false);
    expect(isBoundBrowser(sut.value, null)).toBe(false);
  });

  it('names one cookie per request', () => {
    expect(browserBindingCookieName('_abc')).toBe('saml_request__abc');
  });

  it('is sent on the cross-site POST from the provider in a secure context (SameSite=None, Secure), only to the consumer, while the request lives', () => {
    expect(browserBindingCookieOptions('/auth/saml/7/acs', true, 600_000)).toEqual({ path: '/auth/saml/7/acs', httpOnly: true, maxAge: 600, secure: true, sameSite: 'none' });
  });

  it('leaves SameSite to the browser on another plain-http host, where SameSite=None without Secure would be refused', () => {
    expect(browserBindingCookieOptions('/auth/saml/7/acs', false, 600_000)).toEqual({ path: '/auth/saml/7/acs', httpOnly: true, maxAge: 600 });
  });

  it('counts https and http://localhost as secure contexts, where browsers keep Secure cookies', () => {
    expect(isSecureContext(new URL('https://api.example.com'))).toBe(true);
    expect(isSecureContext(new URL('http://localhost:3000'))).toBe(true);
    expect(isSecureContext(new URL('http://api.example.com'))).toBe(false);
    expect(isSecureContext(new URL('http://192.168.1.5:3000'))).toBe(false);
  });
});
