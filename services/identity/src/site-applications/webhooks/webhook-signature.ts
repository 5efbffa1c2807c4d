import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Weather-Signature';
export const EVENT_HEADER = 'X-Weather-Event';
export const DELIVERY_HEADER = 'X-Weather-Delivery';
/** Receivers refuse a signature time further than this from their clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The key is the webhook secret
 * as text (its UTF-8 bytes); signing the time with the body stops a captured request being replayed
 * later (docs/hand-off-contract.md).
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmacHex(secret, unixSeconds, body)}`;
}

/**
 * What a receiver does, here for the service's own tests and as the reference of the integration
 * guide: true when one v1 signature matches and the time is within the tolerance.
 */
export function verifySignatureHeader(secret: string, body: string, header: string | undefined, nowSeconds: number): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isSafeInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(hmacHex(secret, t, body), 'hex');
  return parts
    .filter(([name, value]) => name === 'v1' && /^[0-9a-f]{64}$/.test(value ?? ''))
    .some(([, value]) => timingSafeEqual(expected, Buffer.from(value, 'hex')));
}

function hmacHex(secret: string, unixSeconds: number, body: string): string {
  return createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
}
