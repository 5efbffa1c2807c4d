import { paths } from '../../routes/paths';

/**
 * The /login query values a sign-in carries to its end (docs/second-factor-contract.md): the
 * hand-off (clientId, return, seq, state, ADR 0234) and the OpenID Connect interaction with its
 * prompt (issue 28), so the page after the second step continues exactly as /login would have.
 */
const CARRIED = ['clientId', 'return', 'seq', 'state', 'interaction', 'prompt'] as const;

function carriedQuery(search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const name of CARRIED) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** /login/second-step with the sign-in's query. */
export function secondStepPathFrom(search: URLSearchParams): string {
  return `${paths.secondStep}${carriedQuery(search)}`;
}

/** Back to /login with the sign-in's query (the second step expired, or the person wants another account). */
export function loginPathFrom(search: URLSearchParams): string {
  return `${paths.login}${carriedQuery(search)}`;
}
