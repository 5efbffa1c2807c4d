import { randomInt } from 'node:crypto';

/** Letters and digits without the look-alikes (0/O, 1/l/I), so a person can type it from a screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A generated password of 24 symbols from 57: about 140 bits, far above any strength rule. */
export function generateStrongPassword(length = 24): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
