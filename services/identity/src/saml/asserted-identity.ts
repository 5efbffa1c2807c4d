import type { Profile } from '@node-saml/node-saml';
import { AssertionRefused } from './assertion-checks';

/** The person an assertion describes, from the attribute names providers commonly use. */
export interface AssertedIdentity {
  nameId: string;
  email: string | null;
  firstName: string;
  lastName: string;
}

const EMAIL = ['email', 'mail', 'emailAddress', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress', 'urn:oid:0.9.2342.19200300.100.1.3'];
const FIRST_NAME = ['firstName', 'givenName', 'given_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname', 'urn:oid:2.5.4.42'];
const LAST_NAME = ['lastName', 'sn', 'surname', 'family_name', 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname', 'urn:oid:2.5.4.4'];

function firstString(profile: Profile, names: readonly string[]): string | null {
  for (const name of names) {
    const value: unknown = profile[name];
    const candidate = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

/**
 * The email is the attribute when present, else a NameID in email format. Users are keyed by the
 * NameID, so an assertion without one names nobody (node-saml leaves it undefined).
 */
export function assertedIdentity(profile: Profile): AssertedIdentity {
  const nameId: unknown = profile.nameID;
  if (typeof nameId !== 'string' || nameId.trim() === '') throw new AssertionRefused('assertion without a NameID');
  const emailFormat = profile.nameIDFormat === 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
  return {
    nameId: profile.nameID,
    email: firstString(profile, EMAIL) ?? (emailFormat ? profile.nameID : null),
    firstName: (firstString(profile, FIRST_NAME) ?? '').slice(0, 100),
    lastName: (firstString(profile, LAST_NAME) ?? '').slice(0, 100),
  };
}
