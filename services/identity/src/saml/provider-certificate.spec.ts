import { samlKeyPem } from '@weather/test-peers/saml-keys';
import { parseProviderCertificate } from './provider-certificate';

const certificate = samlKeyPem('idp-cert.pem');
const base64 = certificate.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');

describe(parseProviderCertificate.name, () => {
  it('reads PEM and the bare base64 of metadata alike, as the same PEM', () => {
    const fromPem = parseProviderCertificate(`  ${certificate}  `);
    expect(fromPem).toMatch(/^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE-----\n$/);
    expect(parseProviderCertificate(base64)).toBe(fromPem);
  });

  it('refuses what is not one X.509 certificate', () => {
    const key = samlKeyPem('idp-key.pem');
    for (const value of ['', 'MIIBnotacertificate', base64.slice(0, 200), key, `${certificate}<script>`, Buffer.from('hello').toString('base64')]) {
      expect(parseProviderCertificate(value)).toBeNull();
    }
  });
});
