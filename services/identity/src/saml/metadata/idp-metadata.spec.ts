import { samlKeyPem } from '@weather/test-peers/saml-keys';
import { parseIdpMetadata } from './idp-metadata';

const certificate = samlKeyPem('idp-cert.pem').replace(/-----[A-Z ]+-----|\s/g, '');

function metadata(descriptor: string, entityId = 'https://idp.example.com/metadata'): string {
  return `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${entityId}">${descriptor}</md:EntityDescriptor>`;
}

const key = (use: string) => `<md:KeyDescriptor${use}><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
const sso = (binding: string, location: string) => `<md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:${binding}" Location="${location}"/>`;

describe(parseIdpMetadata.name, () => {
  it('reads the entity id, the redirect sign-on address, the logout address and the signing certificate', () => {
    const xml = metadata(
      `<md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">${key(' use="signing"')}<md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://idp.example.com/slo"/>${sso('HTTP-POST', 'https://idp.example.com/sso-post')}${sso('HTTP-Redirect', 'https://idp.example.com/sso')}</md:IDPSSODescriptor>`,
    );
    expect(parseIdpMetadata(xml)).toEqual({
      provider_issuer: 'https://idp.example.com/metadata',
      signon_service_url: 'https://idp.example.com/sso',
      logout_service_url: 'https://idp.example.com/slo',
      provider_certificate: expect.stringContaining('-----BEGIN CERTIFICATE-----') as string,
    });
  });

  it('takes a key without use, skips encryption keys, and falls back to the POST binding', () => {
    const xml = metadata(`<md:IDPSSODescriptor>${key('')}${sso('HTTP-POST', 'https://idp.example.com/sso-post')}</md:IDPSSODescriptor>`);
    expect(parseIdpMetadata(xml)).toMatchObject({ signon_service_url: 'https://idp.example.com/sso-post', logout_service_url: null });
    expect(parseIdpMetadata(metadata(`<md:IDPSSODescriptor>${key(' use="encryption"')}${sso('HTTP-Redirect', 'https://idp.example.com/sso')}</md:IDPSSODescriptor>`))).toBeNull();
  });

  it('refuses DOCTYPEs, service provider metadata and what is not XML', () => {
    const good = metadata(`<md:IDPSSODescriptor>${key('')}${sso('HTTP-Redirect', 'https://idp.example.com/sso')}</md:IDPSSODescriptor>`);
    expect(parseIdpMetadata(`<!DOCTYPE x [<!ENTITY e "a">]>${good}`)).toBeNull();
    expect(parseIdpMetadata(metadata(`<md:SPSSODescriptor>${key('')}</md:SPSSODescriptor>`))).toBeNull();
    expect(parseIdpMetadata('not xml <')).toBeNull();
    expect(parseIdpMetadata(metadata(`<md:IDPSSODescriptor>${key('')}${sso('HTTP-Redirect', 'https://idp.example.com/sso')}</md:IDPSSODescriptor>`, ''))).toBeNull();
  });
});
