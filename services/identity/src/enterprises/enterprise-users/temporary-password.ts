import { randomInt } from 'node:crypto';

/** Letters and digits without look-alikes (0/O, 1/l/I), since the password is read and typed by people. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const GROUPS = 3;
const GROUP_LENGTH = 5;

/**
 * A temporary password an administrator hands over: 15 random characters (about 85 bits) in three
 * groups, e.g. `Kq7mZ-4tRw9-Hn3pX`. The user must replace it at the next sign-in.
 */
export function generateTemporaryPassword(): string {
  return Array.from({ length: GROUPS }, () => Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')).join('-');
}
