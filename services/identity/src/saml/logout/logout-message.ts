import { inflateRawSync } from 'node:zlib';
import { DOMParser } from '@xmldom/xmldom';

const PROTOCOL = 'urn:oasis:names:tc:SAML:2.0:protocol';
/** A logout message is a few hundred bytes; anything far larger is not one. */
const MAX_INFLATED_BYTES = 64 * 1024;

/** A refusal of a provider's logout message (the reason goes to the log). */
export class LogoutMessageRefused extends Error {}

export interface LogoutMessage {
  kind: 'LogoutRequest' | 'LogoutResponse';
  /** The request a LogoutResponse answers; null when it names none. */
  inResponseTo: string | null;
  destination: string | null;
}

/**
 * The root of a HTTP-Redirect logout message (base64 of deflated XML), read for what node-saml's
 * redirect validation does not hand back: which request a LogoutResponse answers, and where the
 * message was sent. The signature and issuer are node-saml's to check.
 */
export function readLogoutMessage(base64: string): LogoutMessage {
  let xml: string;
  try {
    xml = inflateRawSync(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8');
  } catch {
    throw new LogoutMessageRefused('not a deflated message');
  }
  if (/<!DOCTYPE/i.test(xml)) throw new LogoutMessageRefused('DOCTYPE');
  const errors: string[] = [];
  const parser = new DOMParser({ errorHandler: { warning: () => undefined, error: (message: string) => errors.push(message), fatalError: (message: string) => errors.push(message) } });
  const root = parser.parseFromString(xml, 'text/xml').documentElement;
  if (errors.length > 0 || !root || root.namespaceURI !== PROTOCOL) throw new LogoutMessageRefused('unparsable XML');
  if (root.localName !== 'LogoutRequest' && root.localName !== 'LogoutResponse') throw new LogoutMessageRefused(`not a logout message: ${root.localName}`);
  return { kind: root.localName, inResponseTo: root.getAttribute('InResponseTo') || null, destination: root.getAttribute('Destination') || null };
}
