import { limits, type SiteApplicationTheme } from '@weather/validation';

/** The card colours of SPEC §3 (primary, primary-alt, yellow, white). */
export const SITE_APPLICATION_THEMES: readonly SiteApplicationTheme[] = limits.SITE_APPLICATION_THEMES;
export type { SiteApplicationTheme };

/** The colour of an application that was given none (SPEC §3 lists it first). */
export const DEFAULT_SITE_APPLICATION_THEME: SiteApplicationTheme = 'primary';
