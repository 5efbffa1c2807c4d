import { isProviderUrl } from './provider-url';

describe(isProviderUrl.name, () => {
  it('takes https addresses, and http only when allowed', () => {
    expect(isProviderUrl('https://idp.example.com/sso', false)).toBe(true);
    expect(isProviderUrl('http://127.0.0.1:4100/sso', false)).toBe(false);
    expect(isProviderUrl('http://127.0.0.1:4100/sso', true)).toBe(true);
  });

  it('refuses other schemes, credentials and non-URLs', () => {
    for (const value of ['javascript:alert(1)', 'ftp://idp.example.com/', 'https://user:pass@idp.example.com/', 'idp.example.com/sso', '', `https://idp.example.com/${'a'.repeat(2048)}`]) {
      expect(isProviderUrl(value, true)).toBe(false);
    }
  });
});
