import { randomBytes, webcrypto } from 'node:crypto';

/** Loaded on first use: a key is made once per deployment, so no process start pays for the library. */
async function x509Library() {
  const x509 = await import('@peculiar/x509');
  x509.cryptoProvider.set(webcrypto as unknown as Crypto);
  return x509;
}

/** RSA with SHA-256: the signature every SAML provider verifies (ECDSA support is patchy). */
const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 };
/** Providers do not check our certificate's dates; it is a container for the public key. */
const VALID_YEARS = 10;

export interface KeyPairWithCertificate {
  privateKeyPem: string;
  certificatePem: string;
}

/** A new RSA key pair and a self-signed certificate of it, for the subject CN=<commonName>. */
export async function selfSignedKeyPair(commonName: string, notBefore: Date): Promise<KeyPairWithCertificate> {
  const x509 = await x509Library();
  const keys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + VALID_YEARS);
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    // A positive serial: the leading byte keeps the high bit clear.
    serialNumber: `01${randomBytes(15).toString('hex')}`,
    name: `CN=${commonName.replace(/[^A-Za-z0-9.:-]/g, '-')}`,
    notBefore,
    notAfter,
    signingAlgorithm: ALGORITHM,
    keys: keys as unknown as CryptoKeyPair,
    extensions: [new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true)],
  });
  const pkcs8 = await webcrypto.subtle.exportKey('pkcs8', keys.privateKey);
  return { privateKeyPem: x509.PemConverter.encode(pkcs8, 'PRIVATE KEY'), certificatePem: certificate.toString('pem') };
}
