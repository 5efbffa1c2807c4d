/**
 * The figures of the magic-code policy (docs/adr/0204). 32 symbols without 0/O, 1/I/L: four of them
 * are 20 bits. Five wrong tries per code and five codes per address per quarter hour allow at most
 * 25 guesses in 2^20 per address and quarter hour.
 */
export const MAGIC_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const MAGIC_CODE_LENGTH = 4;
export const MAGIC_CODE_VALID_MINUTES = 10;
export const MAGIC_CODE_MAX_WRONG_TRIES = 5;
/** Requests for codes and reset links per address, and per client address, in SEND_WINDOW_SECONDS from the first. */
export const SENDS_PER_ADDRESS = 5;
export const SENDS_PER_IP = 30;
export const SEND_WINDOW_SECONDS = 15 * 60;
