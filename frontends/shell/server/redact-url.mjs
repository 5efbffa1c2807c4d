/**
 * A request URL as the portal's log may show it: the token of a reset or invitation link
 * (/verify/{token}, valid for days) and any token in the query replaced (issue 25, item 4).
 */
const LINK_TOKEN = /^(\/+verify\/+)[^/?#]+/i;
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|state)=)[^&#]*/gi;

export function redactUrl(url) {
  return String(url ?? '').replace(LINK_TOKEN, '$1[redacted]').replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}
