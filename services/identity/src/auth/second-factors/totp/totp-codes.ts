import { isTotpCodeComplete, normalizeTotpCode } from '@weather/validation';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';

/** RFC 6238's usual step; apps assume it. */
const PERIOD_SECONDS = 30;
/** ±1 step of drift between the phone's clock and ours, in the seconds otplib counts. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Weather';

/** A new base32 secret of 160 random bits (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an app reads from the QR code: issuer Weather, the user's email as label. */
export function otpauthUrlOf(secret: string, email: string): string {
  return generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS, digits: 6, algorithm: 'sha1' });
}

/** The otpauth address as an SVG QR code in a data: URL, ready for an <img>. */
export async function qrCodeOf(otpauthUrl: string): Promise<string> {
  const svg = await qrCodeSvg(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * The 30-second step the code belongs to, within ±1 step of `now`, or null when it matches none.
 * The caller refuses a step at or before the factor's last used one (a replay).
 */
export async function matchingTotpStep(secret: string, code: string, now: Date): Promise<number | null> {
  // otplib throws on a token of the wrong shape: such a code is simply wrong.
  if (!isTotpCodeComplete(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: normalizeTotpCode(code), epoch, period: PERIOD_SECONDS, epochTolerance: TOLERANCE_SECONDS });
  // delta: how many steps from now's step the code's step lies.
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}
