import type * as Strength from '@weather/validation/strength';

export type StrengthModule = typeof Strength;

let loading: Promise<StrengthModule> | null = null;

/**
 * zxcvbn is about 400 KB gzip: it is fetched the first time a meter needs it, in its own chunk,
 * never with the page that shows the meter.
 */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('@weather/validation/strength').catch((error: unknown) => {
    // A failed download may succeed on the next keystroke; do not keep the rejection.
    loading = null;
    throw error;
  });
  return loading;
}
