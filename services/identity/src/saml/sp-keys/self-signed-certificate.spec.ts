import { createPrivateKey, createSign, createVerify, X509Certificate } from 'node:crypto';
import { selfSignedKeyPair } from './self-signed-certificate';

describe(selfSignedKeyPair.name, () => {
  it('makes a certificate of the key pair that node:crypto reads, for the subject, valid from the given time', async () => {
    const notBefore = new Date('2026-01-01T00:00:00Z');
    const sut = await selfSignedKeyPair('id.example.com', notBefore);

    const certificate = new X509Certificate(sut.certificatePem);
    expect(certificate.subject).toBe('CN=id.example.com');
    expect(certificate.issuer).toBe('CN=id.example.com');
    expect(new Date(certificate.validFrom).getTime()).toBe(notBefore.getTime());
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    const signature = createSign('sha256').update('a request').sign(createPrivateKey(sut.privateKeyPem));
    expect(certificate.publicKey.asymmetricKeyType).toBe('rsa');
    expect(createVerify('sha256').update('a request').verify(certificate.publicKey, signature)).toBe(true);
  });

  it('makes a new key every time', async () => {
    const [a, b] = await Promise.all([selfSignedKeyPair('a', new Date()), selfSignedKeyPair('a', new Date())]);
    expect(a.privateKeyPem).not.toBe(b.privateKeyPem);
  });
});
