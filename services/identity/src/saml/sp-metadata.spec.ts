import { DOMParser } from '@xmldom/xmldom';
import { samlAddresses } from './saml-addresses';
import { serviceProviderMetadata } from './sp-metadata';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';

describe(serviceProviderMetadata.name, () => {
  const addresses = samlAddresses(new URL('https://id.example.com'), 7);

  it('names the entity, signs requests, wants signed assertions, and lists the certificates, logout and consumer services', () => {
    const xml = serviceProviderMetadata(addresses, ['-----BEGIN CERTIFICATE-----\nAAA\nBBB\n-----END CERTIFICATE-----\n', 'CCC']);
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    const root = document.documentElement!;
    expect(root.getAttribute('entityID')).toBe('https://id.example.com/auth/saml/7/metadata');
    const descriptor = root.getElementsByTagNameNS(MD, 'SPSSODescriptor')[0];
    expect(descriptor.getAttribute('AuthnRequestsSigned')).toBe('true');
    expect(descriptor.getAttribute('WantAssertionsSigned')).toBe('true');
    const keys = Array.from(descriptor.getElementsByTagNameNS(MD, 'KeyDescriptor'));
    expect(keys.map((key) => [key.getAttribute('use'), key.textContent])).toEqual([
      ['signing', 'AAABBB'],
      ['signing', 'CCC'],
    ]);
    const logout = descriptor.getElementsByTagNameNS(MD, 'SingleLogoutService')[0];
    expect(logout.getAttribute('Binding')).toBe('urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect');
    expect(logout.getAttribute('Location')).toBe('https://id.example.com/auth/saml/7/slo');
    const consumer = descriptor.getElementsByTagNameNS(MD, 'AssertionConsumerService')[0];
    expect(consumer.getAttribute('Location')).toBe('https://id.example.com/auth/saml/7/acs');
  });
});
