/**
 * Every business constant and limit of SPEC §9, plus the few limits the spec implies (marked).
 * One object so the API, the portal and the tests read the same numbers.
 */
export const limits = {
  // Avatar
  AVATAR_MAX_BYTES: 524_288,
  AVATAR_MIME_TYPES: ['image/jpeg', 'image/png'],
  AVATAR_ZOOM: { min: 1, max: 5, step: 0.1 },

  // Impersonation search
  USER_SEARCH_PAGE_SIZE: 20,
  USER_SEARCH_DEBOUNCE_MS: 100,

  // Enterprise manager
  ENTERPRISE_REFRESH_MS: 15_000,
  /** Implied: the spec gives no maximum; 100 matches the other names. */
  ENTERPRISE_NAME_MAX_LENGTH: 100,

  // Notifications
  NOTIFICATION_AUTO_HIDE_MS: 3_000,
  NOTIFICATION_USERS_TAB_AUTO_HIDE_MS: 10_000,
  PROFILE_SAVED_NOTIFICATION_MS: 3_000,
  PASSWORD_UPDATED_NOTIFICATION_MS: 3_000,

  // Passwords
  PASSWORD_MIN_LENGTH: 12,
  /** The spec's strength meter also carries a minimum-length property of 8; no rule accepts fewer than 12. */
  PASSWORD_METER_MIN_LENGTH_PROPERTY: 8,
  /** Implied: bounds the work of hashing and of the strength estimate on hostile input. */
  PASSWORD_MAX_LENGTH: 128,
  PASSWORD_MIN_SCORE: 3,
  PASSWORD_MAX_SCORE: 5,

  // Magic code
  MAGIC_CODE_LENGTH: 4,

  // Names, phone, email
  PROFILE_NAME_MAX_LENGTH: 100,
  JOB_TITLE_MAX_LENGTH: 100,
  SIGN_UP_NAME_MAX_LENGTH: 50,
  EMBEDDED_NAME_MIN_LENGTH: 2,
  EMBEDDED_NAME_MAX_LENGTH: 100,
  PHONE_MAX_LENGTH: 30,
  /** Implied: the longest address RFC 5321 lets through. */
  EMAIL_MAX_LENGTH: 254,
  DEFAULT_PHONE_REGION: 'AU',

  // Site applications
  SITE_APPLICATION_NAME_MAX_LENGTH: 30,
  /** Implied: client ids travel in URLs and query strings. */
  CLIENT_ID_MAX_LENGTH: 100,
  /** Implied: the longest URL that every browser and proxy keeps. */
  URL_MAX_LENGTH: 2048,
  ORDERING_NUMBERS: [1, 2, 3],
  SITE_APPLICATION_THEMES: ['primary', 'primary-alt', 'yellow', 'white'],
  /** Implied (issue 28): redirect and post-logout redirect URIs of one OpenID Connect client, each list. */
  OIDC_URIS_MAX: 10,

  // Timing of flows
  HOME_REDIRECT_DELAY_MS: 1_000,
  REGISTRATION_SUBMIT_DELAY_MS: 1_000,
  PROVIDER_REDIRECT_DELAY_MS: 1_000,
  SIGN_UP_DEBOUNCE_MS: 275,
  EMBEDDED_SIGN_UP_DEBOUNCE_MS: 500,

  // Layout
  SOCIAL_POPUP: { width: 700, height: 550 },
  BREAKPOINTS: { xs: 400, sm: 800, md: 1024, lg: 1366, xl: 1600 },
  TOP_BAR_HEIGHT: 48,
} as const;

export type Limits = typeof limits;
export type AvatarMimeType = (typeof limits.AVATAR_MIME_TYPES)[number];
export type OrderingNumber = (typeof limits.ORDERING_NUMBERS)[number];
export type SiteApplicationTheme = (typeof limits.SITE_APPLICATION_THEMES)[number];
export type Breakpoint = keyof typeof limits.BREAKPOINTS;
