import { createHmac } from 'node:crypto';

/**
 * An authenticator app for the tests, written from RFC 6238 / RFC 4226 and RFC 4648 (base32) alone:
 * node:crypto's HMAC-SHA1, no otplib and nothing of the service, so a test's code proves the
 * service's codes match the standard, not merely themselves.
 */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const STEP_SECONDS = 30;

/** RFC 4648 base32, upper case, padding optional. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = BASE32.indexOf(character);
    if (index < 0) throw new Error(`not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP with 6 digits: HMAC-SHA1 over the 8-byte counter, dynamic truncation. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1] & 0x0f;
  const binary = ((digest[offset] & 0x7f) << 24) | (digest[offset + 1] << 16) | (digest[offset + 2] << 8) | digest[offset + 3];
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The 30-second step of a moment. */
export function stepAt(epochMs: number): number {
  return Math.floor(epochMs / 1000 / STEP_SECONDS);
}

/** The code of a base32 secret at a moment (default now) shifted by `offsetSeconds` (a drifting phone clock). */
export function totpCode(base32Secret: string, offsetSeconds = 0, epochMs = Date.now()): string {
  return hotp(base32Decode(base32Secret), stepAt(epochMs + offsetSeconds * 1000));
}

/**
 * Waits until the current step has at least `margin` seconds left, so a code computed now is still
 * of the same step when the service checks it (a test of ±1 step must not slide to ±2 by chance).
 */
export async function awayFromStepEdge(margin = 4): Promise<void> {
  const left = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

/** Waits for the next step to begin (a new code, after one was used). */
export async function nextStep(): Promise<void> {
  const left = STEP_SECONDS - ((Date.now() / 1000) % STEP_SECONDS);
  await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}
