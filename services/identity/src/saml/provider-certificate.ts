import { X509Certificate } from 'node:crypto';

const PEM = /^-----BEGIN CERTIFICATE-----\s*([A-Za-z0-9+/=\s]+?)\s*-----END CERTIFICATE-----$/;

/**
 * The provider's signing certificate as PEM, from PEM or bare base64 (as metadata carries it); null
 * when it is not one X.509 certificate that node:crypto can read.
 */
export function parseProviderCertificate(value: string): string | null {
  const trimmed = value.trim();
  const body = PEM.exec(trimmed)?.[1] ?? trimmed;
  const base64 = body.replace(/\s+/g, '');
  if (base64 === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  const lines = base64.match(/.{1,64}/g) ?? [];
  const pem = `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
    return pem;
  } catch {
    return null;
  }
}
