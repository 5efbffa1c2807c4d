import type { ErrorCode } from '@weather/api-client';
import type { Catalogues } from '../catalogue';
import { errorsIt } from './errors.it';

/** Codes the portal itself gives a failed call that got no API error body (see toApiResult). */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';

/**
 * Texts for the identity service's error codes (`code` of every error body), namespace `errors`.
 * Typed by the API client's ErrorCode, so a new code of the service fails this build until it has
 * a text in both languages.
 */
export const errorsEn: Record<ErrorCode | ClientErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid',
  MALFORMED_JSON: 'The request could not be read',
  BAD_REQUEST: 'The request was not valid',
  INVALID_VERIFICATION_CODE: 'Invalid verification code',
  RETURN_PATH_NOT_ALLOWED: 'This return address is not allowed',
  INVALID_HANDOFF_TOKEN: 'The sign-in link has expired, please try again',
  HANDOFF_STATE_MISMATCH: 'This sign-in was not started in this browser',
  INVALID_CLIENT: 'The application could not be identified',
  SAML_RESPONSE_REJECTED: 'The sign-in from your identity provider was refused',
  INCORRECT_CREDENTIALS: 'Incorrect email or password',
  UNAUTHENTICATED: 'Please sign in',
  ACCOUNT_DISABLED: 'This account is disabled',
  FORBIDDEN: 'You do not have permission to do this',
  CSRF_REJECTED: 'The request was refused, please reload the page',
  NOT_FOUND: 'Not found',
  LINK_INVALID: 'Oops! Seems like the verification link is invalid!',
  LINK_EXPIRED: 'The link you have clicked is no longer valid',
  TIMEZONE_NOT_FOUND: 'This time zone does not exist',
  APPLICATION_NOT_FOUND: 'This application does not exist',
  EULA_NOT_FOUND: 'The terms of use could not be found',
  METHOD_NOT_ALLOWED: 'This action is not allowed',
  ENTERPRISE_NOT_FOUND: 'This enterprise does not exist',
  DOMAIN_NOT_FOUND: 'This domain does not exist',
  SAML_NOT_CONFIGURED: 'Single sign-on is not configured for this domain',
  SAML_METADATA_NOT_ALLOWED: 'Metadata can be fetched only from a public https address',
  SAML_METADATA_TOO_LARGE: 'The metadata document is too large',
  SAML_METADATA_INVALID: 'This is not the metadata of a SAML identity provider',
  SAML_METADATA_UNREACHABLE: 'The metadata could not be fetched, please check the address',
  USER_NOT_FOUND: 'This user does not exist',
  ENTERPRISE_ALREADY_JOINED: 'You already belong to an enterprise',
  DOMAIN_TAKEN: 'This domain has already been added to an enterprise',
  DOMAIN_NOT_VERIFIED: 'Users can be claimed only for a verified domain',
  ONE_USER_ACTION: 'Choose one action for the user',
  OWN_ACCOUNT: 'You cannot do this to your own account',
  PASSWORD_CHANGE_REQUIRED: 'Please change your password before you go on',
  NOT_WHILE_IMPERSONATING: 'This cannot be done while impersonating a user',
  PAYLOAD_TOO_LARGE: 'What was sent is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted',
  TOO_MANY_ATTEMPTS: 'Too many attempts, please try again later',
  SECOND_FACTOR_INVALID: 'This code is not valid',
  SECOND_STEP_EXPIRED: 'Your sign-in has expired. Please sign in again',
  PASSKEY_INVALID: 'This passkey could not be verified',
  REAUTHENTICATION_FAILED: 'That password or code is not right',
  REAUTHENTICATION_REQUIRED: 'Please confirm it is you first',
  SECOND_FACTOR_REQUIRED: 'Your organisation requires two-step sign-in: add another method before you remove this one',
  NO_SECOND_FACTOR: 'Add an authenticator app or a passkey first',
  ALREADY_VERIFIED: 'This email address is already verified',
  INTERNAL_ERROR: 'Something went wrong on the server, please try again',
  SERVICE_UNAVAILABLE: 'The service is briefly unavailable, please try again in a moment',
  NETWORK_ERROR: 'The server cannot be reached, please try again',
  UNKNOWN_ERROR: 'Something went wrong, please try again',
};

export const errorCatalogues: Catalogues<typeof errorsEn> = { en: errorsEn, it: errorsIt };
