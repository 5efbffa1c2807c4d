import { deflateRawSync } from 'node:zlib';
import { LogoutMessageRefused, readLogoutMessage } from './logout-message';

const encode = (xml: string) => deflateRawSync(Buffer.from(xml)).toString('base64');

describe(readLogoutMessage.name, () => {
  it('reads the kind, the request answered and the destination of a LogoutResponse', () => {
    const xml = '<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_r" InResponseTo="_q" Destination="https://id.example.com/auth/saml/1/slo"/>';
    expect(readLogoutMessage(encode(xml))).toEqual({ kind: 'LogoutResponse', inResponseTo: '_q', destination: 'https://id.example.com/auth/saml/1/slo' });
  });

  it('refuses a message that is not deflated, not a logout message, or carries a DOCTYPE', () => {
    expect(() => readLogoutMessage(Buffer.from('<x/>').toString('base64'))).toThrow(LogoutMessageRefused);
    expect(() => readLogoutMessage(encode('<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>'))).toThrow('not a logout message');
    expect(() => readLogoutMessage(encode('<!DOCTYPE x [<!ENTITY e "e">]><samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"/>'))).toThrow('DOCTYPE');
  });

  it('refuses a message that inflates past the limit', () => {
    const huge = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol">${' '.repeat(200 * 1024)}</samlp:LogoutRequest>`;
    expect(() => readLogoutMessage(encode(huge))).toThrow(LogoutMessageRefused);
  });
});
