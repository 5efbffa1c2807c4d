/**
 * What a person reads on the provider's error page for an OAuth/OpenID Connect error code: plain
 * words about what happened and what to do, never the protocol's description (written for developers,
 * and naming the library). Codes not listed get DEFAULT_ERROR_MESSAGE.
 */
export const OIDC_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  invalid_request: 'The application sent a sign-in request that could not be understood. Go back to the application and try again.',
  invalid_redirect_uri: 'The application asked to return to an address it has not registered, so the sign-in was stopped. Tell the application’s team.',
  invalid_client: 'The application that sent you here is not known to this sign-in service. Tell the application’s team.',
  unauthorized_client: 'The application is not allowed to sign you in this way. Tell the application’s team.',
  unsupported_response_type: 'The application asked for a way of signing in that is not offered. Tell the application’s team.',
  unsupported_response_mode: 'The application asked for a way of signing in that is not offered. Tell the application’s team.',
  invalid_scope: 'The application asked for information that is not offered. Tell the application’s team.',
  access_denied: 'The sign-in was cancelled or not allowed.',
  login_required: 'You need to sign in first. Go back to the application and sign in again.',
  consent_required: 'The application needs your permission first. Go back to the application and sign in again.',
  interaction_required: 'Your sign-in needs a step the application did not allow. Go back to the application and sign in again.',
  invalid_grant: 'This sign-in is no longer valid. Go back to the application and sign in again.',
  invalid_request_object: 'The application sent a sign-in request that could not be verified. Tell the application’s team.',
  request_not_supported: 'The application asked for a way of signing in that is not offered. Tell the application’s team.',
  request_uri_not_supported: 'The application asked for a way of signing in that is not offered. Tell the application’s team.',
  temporarily_unavailable: 'The sign-in service is busy at the moment. Please try again in a few minutes.',
  server_error: 'Something went wrong on our side. Please try again in a few minutes.',
};

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong with this sign-in. Go back to the application and try again.';

/** The page's message for a code (only a listed code's own entry, never an inherited property). */
export function oidcErrorMessage(code: string | undefined): string {
  return code !== undefined && Object.hasOwn(OIDC_ERROR_MESSAGES, code) ? OIDC_ERROR_MESSAGES[code] : DEFAULT_ERROR_MESSAGE;
}
