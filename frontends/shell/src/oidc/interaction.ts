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
 * Whether the interaction asks for a new sign-in (prompt=login: the application's prompt=login or a
 * max_age the session is past, docs/adr/0802), which a portal session from before cannot answer.
 */
export function freshSignInAsked(search: URLSearchParams, interaction: string | null): boolean {
  return interaction !== null && search.get('prompt') === 'login';
}

/**
 * The API's interaction route for an id. The API URL may carry a path (a reverse proxy's prefix),
 * so the route is appended to it rather than resolved against its origin.
 */
export function interactionUrl(apiUrl: string, interaction: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/oidc/interaction/${encodeURIComponent(interaction)}`;
}
