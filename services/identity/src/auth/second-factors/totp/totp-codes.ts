import { isTotpCodeComplete, normalizeTotpCode } from '@weather/validation';

type Otplib = typeof import('otplib');
type QrCode = typeof import('qrcode');
let otplibModule: Otplib | undefined;
let qrCodeModule: QrCode | undefined;

// otplib and qrcode (with pngjs) load at the first authenticator-app call, not at start: a password
// sign-in never needs them, and their heap raised the sign-in's peak RSS (issue 32). Plain requires,
// so no request waits on an ES module load.
function otplib(): Otplib {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  otplibModule ??= require('otplib') as Otplib;
  return otplibModule;
}

function qrCode(): QrCode {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  qrCodeModule ??= require('qrcode') as QrCode;
  return qrCodeModule;
}

/** RFC 6238's usual step; apps assume it. */
const PERIOD_SECONDS = 30;
/** ±1 step of drift between the phone's clock and ours, in the seconds otplib counts. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;
const ISSUER = 'Weather';

/** A new base32 secret of 160 random bits (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return otplib().generateSecret({ length: 20 });
}

/** The otpauth:// address an app reads from the QR code: issuer Weather, the user's email as label. */
export function otpauthUrlOf(secret: string, email: string): string {
  return otplib().generateURI({ issuer: ISSUER, label: email, secret, period: PERIOD_SECONDS, digits: 6, algorithm: 'sha1' });
}

/** The otpauth address as an SVG QR code in a data: URL, ready for an <img>. */
export async function qrCodeOf(otpauthUrl: string): Promise<string> {
  const svg = await qrCode().toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
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
  const result = await otplib().verify({ secret, token: normalizeTotpCode(code), epoch, period: PERIOD_SECONDS, epochTolerance: TOLERANCE_SECONDS });
  // delta: how many steps from now's step the code's step lies.
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}
