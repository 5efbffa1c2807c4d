/**
 * The English text of every validation message, keyed by a stable code.
 *
 * The codes travel in API error bodies (`errors[].code`) so the portal can show a translated text;
 * the English texts are the spec's own words (SPEC §5 and §8). Where the spec names a rule without
 * its words, the text is written in the same short voice (see docs/adr/0100).
 */
export const messages = {
  // Login (SPEC §5)
  LOGIN_EMAIL_INVALID: "That's not a valid email address",
  LOGIN_PASSWORD_BLANK: 'Password cannot be blank',

  // Magic code (SPEC §5, §8)
  MAGIC_CODE_INVALID: 'Invalid verification code',

  // Names (SPEC §5: profile, full sign-up, embedded sign-up)
  FIRST_NAME_REQUIRED: 'First name is required',
  LAST_NAME_REQUIRED: 'Last name is required',
  FIRST_NAME_SPECIAL_CHARACTERS: 'First name cannot contain special characters',
  LAST_NAME_SPECIAL_CHARACTERS: 'Last name cannot contain special characters',

  // Lengths shared by several fields (SPEC §5 full sign-up list, and the same voice for the others)
  MINIMUM_2_CHARACTERS: 'Minimum 2 characters',
  MINIMUM_8_CHARACTERS: 'Minimum 8 characters',
  MINIMUM_12_CHARACTERS: 'Minimum 12 characters',
  MAXIMUM_30_CHARACTERS: 'Maximum 30 characters',
  MAXIMUM_50_CHARACTERS: 'Maximum 50 characters',
  MAXIMUM_100_CHARACTERS: 'Maximum 100 characters',
  MAXIMUM_128_CHARACTERS: 'Maximum 128 characters',
  MAXIMUM_2048_CHARACTERS: 'Maximum 2048 characters',

  // Phone (SPEC §5)
  PHONE_DIGITS_ONLY: 'Phone number only accepts digits',
  PHONE_NOT_AUSTRALIAN: 'Not a valid Australia number',

  // Profile time zone (the autocomplete offers only known zones)
  TIMEZONE_INVALID: 'Choose a time zone from the list',

  // Profile language (the select offers only the portal's languages)
  LOCALE_INVALID: 'Choose a language from the list',

  // Avatar (SPEC §5)
  AVATAR_TOO_BIG: 'Max. file size is 512 KB',
  AVATAR_TYPE_NOT_ALLOWED: 'Only JPG or PNG images can be used',

  // Change password (SPEC §5 and §8)
  CURRENT_PASSWORD_REQUIRED: 'Current password is required',
  NEW_PASSWORD_REQUIRED: 'New password is required',
  NEW_PASSWORD_AGAIN_REQUIRED: 'Please enter the new password again',
  NEW_PASSWORD_MISMATCH: 'The new password again must match the new password',
  NEW_PASSWORD_SAME_AS_CURRENT: 'New password cannot be the same as the current password',
  CURRENT_PASSWORD_INVALID: 'The password entered is invalid',
  PASSWORD_UPDATE_FAILED: 'Error while updating your password',
  PASSWORD_UPDATED: 'Your password has been successfully updated. Please log in again with your new password.',

  // New passwords anywhere (strength minimum 3 of 0 to 5)
  PASSWORD_TOO_WEAK: 'Password is too weak',

  // Sign-up (SPEC §5 full and embedded sign-up)
  EMAIL_REQUIRED: 'Email is required',
  EMAIL_INCORRECT: 'Please enter a correct email',
  EMAIL_INVALID: 'Invalid email address',
  PASSWORD_REQUIRED: 'Password is required',
  PASSWORD_CONFIRMATION_REQUIRED: 'Please confirm your password',
  PASSWORDS_MUST_MATCH: 'Passwords must match',
  CAPTCHA_REQUIRED: 'Please complete the captcha',
  CAPTCHA_INVALID: 'The captcha has expired or was already used. Please solve it again',
  APPLICATION_UNKNOWN: 'This application is not registered',

  // Set-password page (SPEC §5)
  PASSWORD_DOES_NOT_MATCH: 'Does not match',

  // Site application (SPEC §5)
  CLIENT_ID_REQUIRED: 'Client id is required',
  CLIENT_ID_INVALID: 'Client id accepts only letters, digits, dot, underscore and hyphen',
  NAME_REQUIRED: 'Name is required',
  DESCRIPTION_REQUIRED: 'Description is required',
  IMAGE_URL_REQUIRED: 'Image url is required',
  BASE_URL_REQUIRED: 'Base url is required',
  CALLBACK_URL_REQUIRED: 'Callback url is required',
  WEBHOOK_URL_REQUIRED: 'Webhook url is required',
  URL_INVALID: 'Enter a full http or https address',
  IMAGE_URL_INVALID: 'Enter a full http or https address, or a path starting with /',
  ORDERING_NUMBER_REQUIRED: 'Ordering number is required',
  ORDERING_NUMBER_INVALID: 'Ordering number must be 1, 2 or 3',
  CLIENT_ID_TAKEN: 'Another application already has this client id',
  THEME_INVALID: 'Theme must be primary, primary-alt, yellow or white',
  POST_CALLBACK_URL_OTHER_ORIGIN: 'Use the address (scheme, host and port) of the base url or the callback url',

  // Site application as an OpenID Connect client (issue 28)
  OIDC_URI_INVALID: 'Enter a full https address',
  OIDC_URI_HTTPS_REQUIRED: 'Use https; http is accepted only on localhost, 127.0.0.1 and [::1]',
  OIDC_URI_FRAGMENT: 'The address cannot contain a fragment (#)',
  OIDC_URIS_TOO_MANY: 'At most 10 addresses',
  OIDC_URIS_DUPLICATE: 'Each address may be listed only once',
  OIDC_REDIRECT_URI_REQUIRED: 'The authorization code grant needs at least one redirect URI',
  OIDC_GRANT_TYPES_REQUIRED: 'Choose at least one grant type',
  OIDC_GRANT_TYPE_INVALID: 'Grant types are authorization_code, refresh_token and client_credentials',
  OIDC_GRANT_TYPES_DUPLICATE: 'Each grant type may be listed only once',
  OIDC_REFRESH_TOKEN_WITHOUT_CODE: 'Refresh tokens need the authorization code grant',
  OIDC_PUBLIC_CLIENT_CREDENTIALS: 'A public client cannot use client credentials',
  OIDC_CLIENT_TYPE_INVALID: 'Client type must be public or confidential',

  // Enterprise (SPEC §5)
  ENTERPRISE_NAME_REQUIRED: 'Enterprise name is required',
  DOMAIN_NAME_REQUIRED: 'Domain is required',
  DOMAIN_NAME_INVALID: 'Enter a domain name such as example.com',
  DOMAIN_NAME_PUBLIC: 'Public email domains such as gmail.com cannot be added',

  // Second factors (issue 29): app and recovery codes, names of apps and passkeys
  SECOND_FACTOR_CODE_INVALID: 'This code is not valid',
  FACTOR_NAME_TOO_LONG: 'Maximum 64 characters',
} as const;

/** A key of the message catalogue; the portal's i18n catalogues use the same keys. */
export type MessageCode = keyof typeof messages;

/** Every code, for catalogues that must prove they translate each one. */
export const messageCodes = Object.keys(messages) as MessageCode[];
