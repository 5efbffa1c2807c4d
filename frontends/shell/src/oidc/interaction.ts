/**
 * The OpenID Connect interaction a sign-in finishes (issue 28): the provider sends the browser to
 * /login?interaction=<uid>, and once signed in the portal hands the whole window back to the API's
 * GET /oidc/interaction/<uid>, which finds the portal session and completes the authorization.
 */

/** The provider's interaction ids are short opaque tokens; anything else is not ours and is ignored. */
const INTERACTION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The interaction id of a sign-in page's query, or null when absent or not of the expected form. */
export function interactionFrom(search: URLSearchParams): string | null {
  const value = search.get('interaction');
  return value !== null && INTERACTION_ID.test(value) ? value : null;
}

/**
 * The API's interaction route for an id. The API URL may carry a path (a reverse proxy's prefix),
 * so the route is appended to it rather than resolved against its origin.
 */
export function interactionUrl(apiUrl: string, interaction: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/oidc/interaction/${encodeURIComponent(interaction)}`;
}
