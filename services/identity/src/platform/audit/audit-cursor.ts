/**
 * The audit viewer's paging cursor: opaque to callers, it holds only the id of the last row of a page
 * (keyset paging, newest first: the next page is the rows below it). It grants nothing: every page is
 * filtered by the caller's rights again, so a cursor forged from another enterprise's ids only says
 * where to start among the caller's own rows (docs/adr/1002-audit-viewer.md).
 */
const PREFIX = 'a1.';
/** A row id as the cursor carries it: plain decimal digits, no leading zero, within a 32-bit column. */
const ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export function encodeAuditCursor(lastId: number): string {
  return Buffer.from(`${PREFIX}${lastId}`, 'utf8').toString('base64url');
}

/** The id a cursor holds, or null for anything this service did not write. */
export function decodeAuditCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // base64url decoding ignores trailing bits: the round trip proves the cursor is exactly ours.
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor || !text.startsWith(PREFIX)) return null;
  const digits = text.slice(PREFIX.length);
  if (!ID.test(digits)) return null;
  const id = Number(digits);
  return id <= MAX_ID ? id : null;
}
