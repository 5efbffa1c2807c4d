/**
 * Query parameters whose values are secrets: hand-off tokens travel in links to applications, and
 * the social providers' callbacks carry an authorization code and our state.
 */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|state)=)[^&#]*/gi;

/**
 * PATCH /v1/users/{key}: the key of a reset or invitation link is its token, valid for days, and
 * for a sign-in code an account id or an email. The other names under /v1/users are routes of
 * their own and stay readable. Loose on slashes and case, as a mistyped URL is logged too.
 */
const SECRET_USER_KEY = /^(\/+v1\/+users\/+)(?!(?:me|forgot|rewelcome)(?:[/?#]|$))[^/?#]+/i;

/** The request URL as a log line may show it: secret path segments and query values replaced, the rest untouched. */
export function redactUrl(url: string): string {
  const path = url.replace(SECRET_USER_KEY, '$1[redacted]');
  // Most URLs have no parameter at all: the regular expression is not run for them.
  if (!path.includes('?') && !path.includes('&')) return path;
  return path.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}
