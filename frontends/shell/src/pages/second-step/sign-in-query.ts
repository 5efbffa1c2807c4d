import { paths, signInRequestOf, withSignInQuery } from '../../routes/paths';

/*
 * The /login query values a sign-in carries to its end (docs/second-factor-contract.md): the page
 * after the second step continues exactly as /login would have.
 */

/** /login/second-step with the sign-in's query. */
export function secondStepPathFrom(search: URLSearchParams): string {
  return withSignInQuery(paths.secondStep, signInRequestOf(search));
}

/** Back to /login with the sign-in's query (the second step expired, or the person wants another account). */
export function loginPathFrom(search: URLSearchParams): string {
  return withSignInQuery(paths.login, signInRequestOf(search));
}
