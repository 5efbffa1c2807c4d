/** The part of localStorage sign-out needs. */
export type ApplicationStorage = Pick<Storage, 'removeItem'>;

/** The third application (weather-alerts) keeps its auth token in the portal's origin (SPEC §4). */
export const ALERTS_AUTH_TOKEN_KEY = 'weather-alerts-auth-token';

/** Sign-out: no application token stays behind in this browser. */
export function forgetApplicationTokens(storage: ApplicationStorage | null): void {
  try {
    storage?.removeItem(ALERTS_AUTH_TOKEN_KEY);
  } catch {
    // Storage can be switched off (private mode, policy): there is then nothing to clear.
  }
}

/** The browser's localStorage; reading it throws where storage is blocked. */
export function browserStorage(): ApplicationStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
