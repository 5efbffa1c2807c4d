import { openSealedValue } from './sealed-value';

const SECRET = 'the keys encryption key of the benchmarks, 32+ chars';
/** Sealed by the service's own KeysCipher (services/identity) with SECRET, for signing_keys.private_jwk. */
const SEALED = 'enc:v1:0225a5e9:QSsKfi_RM4hflyEK1A502QVR2wKO8AEgkbveyfmGzf8zibLKU1SYctrcqu-Q3q0DuSAGZRWi';

describe('openSealedValue', () => {
  it("opens a value the service's cipher sealed", () => {
    expect(openSealedValue(SEALED, 'signing_keys.private_jwk', SECRET)).toBe('{"kty":"EC","crv":"P-256"}');
  });

  it('reads a plain value as it is', () => {
    expect(openSealedValue('{"kty":"EC"}', 'signing_keys.private_jwk', SECRET)).toBe('{"kty":"EC"}');
  });

  it('refuses another column, another key and an altered value', () => {
    expect(() => openSealedValue(SEALED, 'saml_signing_keys.private_key_pem', SECRET)).toThrow();
    expect(() => openSealedValue(SEALED, 'signing_keys.private_jwk', `${SECRET}, another`)).toThrow(/not the bench's KEYS_ENCRYPTION_KEY/);
    expect(() => openSealedValue(`${SEALED.slice(0, -2)}AA`, 'signing_keys.private_jwk', SECRET)).toThrow();
  });
});
