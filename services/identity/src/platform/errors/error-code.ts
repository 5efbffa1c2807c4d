/**
 * The service's own error codes: the `code` of an error body when no field rule of
 * @weather/validation applies. They are keys of the portal's message catalogues, so the texts here
 * are the English ones; the status each code answers with is fixed here too, in one place.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'Some fields are not valid' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid' },
  INVALID_VERIFICATION_CODE: { status: 400, message: 'Invalid verification code' },
  RETURN_PATH_NOT_ALLOWED: { status: 400, message: 'This return address is not allowed' },
  INVALID_HANDOFF_TOKEN: { status: 400, message: 'The session token is unknown, expired or already used' },
  HANDOFF_STATE_MISMATCH: { status: 400, message: 'The state does not match the one the session token was issued with' },
  INVALID_CLIENT: { status: 401, message: 'Unknown client or wrong client secret' },
  SAML_RESPONSE_REJECTED: { status: 401, message: 'The sign-in from your identity provider was refused' },
  ONE_USER_ACTION: { status: 400, message: 'Send exactly one of disableUser, setTemporaryPassword or forceLogout' },
  INCORRECT_CREDENTIALS: { status: 401, message: 'Incorrect email or password' },
  SECOND_FACTOR_INVALID: { status: 401, message: 'This code is not valid' },
  SECOND_STEP_EXPIRED: { status: 401, message: 'Your sign-in has expired. Please sign in again' },
  PASSKEY_INVALID: { status: 401, message: 'This passkey could not be verified' },
  REAUTHENTICATION_FAILED: { status: 401, message: 'That password or code is not right' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in' },
  ACCOUNT_DISABLED: { status: 403, message: 'This account is disabled' },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this' },
  OWN_ACCOUNT: { status: 403, message: 'You cannot do this to your own account' },
  PASSWORD_CHANGE_REQUIRED: { status: 403, message: 'Please change your password before you go on' },
  REAUTHENTICATION_REQUIRED: { status: 403, message: 'Please confirm it is you first' },
  NOT_WHILE_IMPERSONATING: { status: 403, message: 'This cannot be done while impersonating a user' },
  CSRF_REJECTED: { status: 403, message: 'The request was refused by the cross-site request check' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  LINK_INVALID: { status: 404, message: 'Oops! Seems like the verification link is invalid!' },
  TIMEZONE_NOT_FOUND: { status: 404, message: 'Time zone not found' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Application not found' },
  EULA_NOT_FOUND: { status: 404, message: 'Terms of use not found' },
  ENTERPRISE_NOT_FOUND: { status: 404, message: 'Enterprise not found' },
  DOMAIN_NOT_FOUND: { status: 404, message: 'Domain not found' },
  SAML_NOT_CONFIGURED: { status: 404, message: 'Single sign-on is not configured for this domain' },
  SAML_METADATA_NOT_ALLOWED: { status: 400, message: 'Metadata can be fetched only from a public https address' },
  SAML_METADATA_TOO_LARGE: { status: 400, message: 'The metadata document is too large' },
  SAML_METADATA_INVALID: { status: 400, message: 'This is not the metadata of a SAML identity provider' },
  SAML_METADATA_UNREACHABLE: { status: 502, message: 'The metadata could not be fetched' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Method not allowed' },
  ENTERPRISE_ALREADY_JOINED: { status: 409, message: 'You already belong to an enterprise' },
  DOMAIN_TAKEN: { status: 409, message: 'This domain has already been added to an enterprise' },
  DOMAIN_NOT_VERIFIED: { status: 409, message: 'Users can be claimed only for a verified domain' },
  SECOND_FACTOR_REQUIRED: { status: 409, message: 'Your organisation requires two-step sign-in: add another method before you remove this one' },
  NO_SECOND_FACTOR: { status: 409, message: 'Add an authenticator app or a passkey first' },
  ALREADY_VERIFIED: { status: 409, message: 'This email address is already verified' },
  LINK_EXPIRED: { status: 410, message: 'The link you have clicked is no longer valid' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The request body must be JSON' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again later' },
  INTERNAL_ERROR: { status: 500, message: 'Something went wrong' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is briefly unavailable. Please try again in a moment' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

/** Field-level codes of the service itself, for what no form rule covers (shape of the body). */
export const fieldErrorCatalogue = {
  UNKNOWN_FIELD: 'This field is not allowed',
  INVALID_TYPE: 'This value has the wrong type',
  RETURN_PATH_NOT_ALLOWED: 'This return address is not allowed',
  HANDOFF_STATE_INVALID: 'The state must be 16 to 128 letters, digits, hyphens, dots, underscores or tildes',
  SAML_ISSUER_REQUIRED: 'Enter the identity provider\'s issuer (entity id)',
  SAML_URL_INVALID: 'Enter an https address',
  SAML_CERTIFICATE_INVALID: 'Enter the identity provider\'s X.509 certificate',
  URL_NOT_ALLOWED: 'This address is on a local or private network; the service may not call it',
  // The audit viewer's filters (issue 30, docs/adr/1002-audit-viewer.md).
  USER_REFERENCE_INVALID: 'Enter a user id or an email address',
  AUDIT_EVENT_UNKNOWN: 'Choose an event from the list',
  INSTANT_INVALID: 'Enter a date and time in ISO 8601 with its time zone (2026-01-31T09:30:00Z)',
  TIME_RANGE_INVALID: 'The end must come after the start',
  IP_INVALID: 'Enter an IPv4 or IPv6 address',
  CURSOR_INVALID: 'This page marker is not valid; start again from the first page',
} as const;

export type ServiceFieldErrorCode = keyof typeof fieldErrorCatalogue;
