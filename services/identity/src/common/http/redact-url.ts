/** Query parameters whose values are secrets (handoff tokens travel in links to applications). */
const SECRET_QUERY_PARAMETERS = /([?&](?:token)=)[^&#]*/gi;

/** The request URL as a log line may show it: secret query values replaced, the rest untouched. */
export function redactUrl(url: string): string {
  // Most URLs have no parameter at all: the regular expression is not run for them.
  if (!url.includes('?') && !url.includes('&')) return url;
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}
