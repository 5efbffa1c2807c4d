import { samlContinuation } from './saml-continuation';

describe(samlContinuation.name, () => {
  const portal = new URL('https://portal.example.com');

  it('carries clientId, return and seq to the portal sign-in page', () => {
    expect(samlContinuation(portal, { clientId: 'weather-radar', returnTo: '/radar?x=1&y=2', seq: '7', state: null, interaction: null })).toBe(
      'https://portal.example.com/login?clientId=weather-radar&return=%2Fradar%3Fx%3D1%26y%3D2&seq=7',
    );
  });

  it("carries the application's state too (ADR 0234)", () => {
    expect(samlContinuation(portal, { clientId: 'weather-radar', returnTo: null, seq: null, state: 'Yk3v_Q9-xL2.pR7~tW4zN8', interaction: null })).toBe(
      'https://portal.example.com/login?clientId=weather-radar&state=Yk3v_Q9-xL2.pR7%7EtW4zN8',
    );
  });

  it('goes to the plain sign-in page without a client', () => {
    expect(samlContinuation(portal, { clientId: null, returnTo: null, seq: null, state: null, interaction: null })).toBe('https://portal.example.com/login');
  });

  it('carries an OpenID Connect interaction, so the portal finishes it once signed in (issue 28)', () => {
    expect(samlContinuation(portal, { clientId: null, returnTo: null, seq: null, state: null, interaction: 'kT3x9_Qm-2' })).toBe('https://portal.example.com/login?interaction=kT3x9_Qm-2');
  });
});
