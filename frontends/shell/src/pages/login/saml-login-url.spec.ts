import { loginUrlWithHandOff } from './saml-login-url';

describe(loginUrlWithHandOff.name, () => {
  const loginURL = 'https://id.example.com/auth/saml/7/login';

  it('carries clientId, return and seq onto the loginURL, encoded', () => {
    expect(loginUrlWithHandOff(loginURL, { clientId: 'weather-radar', returnPath: '/radar?day=2&zoom=3', seq: '7' })).toBe(
      'https://id.example.com/auth/saml/7/login?clientId=weather-radar&return=%2Fradar%3Fday%3D2%26zoom%3D3&seq=7',
    );
  });

  it("carries the application's state too, so the SAML sign-in comes back bound (ADR 0234)", () => {
    expect(loginUrlWithHandOff(loginURL, { clientId: 'weather-radar', returnPath: null, seq: null, state: 'Yk3v_Q9-xL2.pR7~tW4zN8' })).toBe(
      `${loginURL}?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7%7EtW4zN8`,
    );
  });

  it('carries only the values present', () => {
    expect(loginUrlWithHandOff(loginURL, { clientId: 'weather-radar', returnPath: null, seq: null })).toBe(`${loginURL}?clientId=weather-radar`);
    expect(loginUrlWithHandOff(loginURL, { clientId: null, returnPath: null, seq: null })).toBe(loginURL);
  });
});
