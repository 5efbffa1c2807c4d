import { randomBytes } from 'node:crypto';

/**
 * The product's TXT record prefix (SPEC §9 leaves it to the product): an administrator proves a
 * domain by publishing `weather-identity-verification=<txt_code>` on the domain itself (ADR 0207).
 */
export const TXT_RECORD_PREFIX = 'weather-identity-verification';

/** 32 random bytes (256 bits), base64url: unguessable, and safe in a TXT record and a URL. */
export function generateTxtCode(): string {
  return randomBytes(32).toString('base64url');
}

/** The exact TXT record text the administrator publishes. */
export function txtRecordOf(txtCode: string): string {
  return `${TXT_RECORD_PREFIX}=${txtCode}`;
}

/**
 * Whether the TXT records of a name hold the domain's record. A record may come split into
 * 255-byte strings, which are one text joined; surrounding spaces are forgiven, nothing else.
 */
export function holdsVerificationRecord(records: readonly (readonly string[])[], txtCode: string): boolean {
  const expected = txtRecordOf(txtCode);
  return records.some((chunks) => chunks.join('').trim() === expected);
}
