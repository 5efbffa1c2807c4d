// The signed-request scheme of docs/hand-off-contract.md, as an application implements it: the
// stand-in applications verify what the identity service sends, and the bench signs its direct
// calls the same way, so both paths cost the application the same work.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-weather-signature';
export const EVENT_HEADER = 'x-weather-event';
const TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, unixSeconds: number, body: string) => createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');

export function signatureHeader(secret: string, body: string, now = new Date()): string {
  const unixSeconds = Math.floor(now.getTime() / 1000);
  return `t=${unixSeconds},v1=${hmacHex(secret, unixSeconds, body)}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, now = new Date()): boolean {
  const parts = new Map((header ?? '').split(',').map((part) => part.trim().split('=') as [string, string | undefined]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS || !/^[0-9a-f]{64}$/.test(v1)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
