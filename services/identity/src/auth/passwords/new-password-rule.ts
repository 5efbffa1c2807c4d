import type * as Strength from '@weather/validation/strength';

let loaded: typeof Strength.checkNewPassword | null = null;

/**
 * @weather/validation's `checkNewPassword`, loaded on its first use: zxcvbn's dictionaries hold
 * about 25 MiB of memory, and most processes (and all sign-ins) never check a new password
 * (issue 11: RSS under load, docs/performance.md).
 */
export function checkNewPassword(...args: Parameters<typeof Strength.checkNewPassword>): ReturnType<typeof Strength.checkNewPassword> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous rule, loaded lazily on purpose
  loaded ??= (require('@weather/validation/strength') as typeof Strength).checkNewPassword;
  return loaded(...args);
}
