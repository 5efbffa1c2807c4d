import { KeysCipher, KeysEncryptionError } from './keys-cipher';

const OLD = 'an old keys encryption key of 32+ characters';
const NEW = 'a new keys encryption key of 32+ characters!';

describe(KeysCipher.name, () => {
  it('seals a value with the version, the key id and no plain text, differently each time, and opens it', () => {
    const sut = new KeysCipher(NEW);
    const sealed = sut.encrypt('-----BEGIN PRIVATE KEY-----', 'saml_signing_keys.private_key_pem');

    expect(sealed).toMatch(new RegExp(`^enc:v1:${sut.keyId}:[A-Za-z0-9_-]+$`));
    expect(sealed).not.toContain('PRIVATE');
    expect(sut.encrypt('-----BEGIN PRIVATE KEY-----', 'saml_signing_keys.private_key_pem')).not.toBe(sealed);
    expect(sut.decrypt(sealed, 'saml_signing_keys.private_key_pem')).toBe('-----BEGIN PRIVATE KEY-----');
  });

  it('reads a plain value of an older version as it is, and says it needs sealing', () => {
    const sut = new KeysCipher(NEW);
    expect(sut.decrypt('plain-webhook-secret', 'site_applications.webhook_secret')).toBe('plain-webhook-secret');
    expect(sut.needsSealing('plain-webhook-secret')).toBe(true);
    expect(sut.needsSealing(sut.encrypt('x', 'p'))).toBe(false);
  });

  it('opens values of the previous key during a rotation, and refuses them without it', () => {
    const sealedByOld = new KeysCipher(OLD).encrypt('secret', 'p');
    const rotating = new KeysCipher(NEW, OLD);

    expect(rotating.decrypt(sealedByOld, 'p')).toBe('secret');
    expect(rotating.needsSealing(sealedByOld)).toBe(true);
    expect(() => new KeysCipher(NEW).decrypt(sealedByOld, 'p')).toThrow(KeysEncryptionError);
  });

  it('refuses an altered value and a value moved to another column', () => {
    const sut = new KeysCipher(NEW);
    const sealed = sut.encrypt('secret', 'site_applications.webhook_secret');
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;

    expect(() => sut.decrypt(altered, 'site_applications.webhook_secret')).toThrow(KeysEncryptionError);
    expect(() => sut.decrypt(sealed, 'signing_keys.private_jwk')).toThrow(KeysEncryptionError);
  });
});
