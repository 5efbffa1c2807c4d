import type { Profile } from '@node-saml/node-saml';
import { AssertionRefused } from './assertion-checks';
import { assertedIdentity } from './asserted-identity';

const profile = (fields: Record<string, unknown>) => ({ issuer: 'https://idp.example.com/metadata', ...fields }) as unknown as Profile;

describe(assertedIdentity.name, () => {
  it('takes the email attribute, else an email-format NameID', () => {
    expect(assertedIdentity(profile({ nameID: 'p-1', email: 'ada@example.com', givenName: 'Ada' }))).toEqual({ nameId: 'p-1', email: 'ada@example.com', firstName: 'Ada', lastName: '' });
    expect(assertedIdentity(profile({ nameID: 'ada@example.com', nameIDFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress' })).email).toBe('ada@example.com');
  });

  it('refuses an assertion without a NameID, by name (users are keyed by it)', () => {
    expect(() => assertedIdentity(profile({ email: 'ada@example.com' }))).toThrow(new AssertionRefused('assertion without a NameID'));
    expect(() => assertedIdentity(profile({ nameID: '  ', email: 'ada@example.com' }))).toThrow(new AssertionRefused('assertion without a NameID'));
  });
});
