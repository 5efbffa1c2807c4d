import { pkcePair, s256Challenge } from './pkce';

describe('PKCE', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes a new verifier of the allowed characters each time, with its own challenge', () => {
    const first = pkcePair();
    const second = pkcePair();

    expect(first.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.verifier).not.toBe(second.verifier);
    expect(first.challenge).toBe(s256Challenge(first.verifier));
  });
});
