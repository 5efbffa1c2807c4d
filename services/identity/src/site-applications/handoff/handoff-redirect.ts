import type { RegisteredUrls } from './return-path';

/** How the portal sends the browser on: a hidden form POST, or a plain navigation. */
export type HandoffRedirect =
  | { method: 'POST'; url: string; fields: { token: string; returnPath?: string; state?: string } }
  | { method: 'GET'; url: string };

/** A `return` value accepted by resolveReturnPath, with where it leads. */
export interface ReturnTarget {
  value: string;
  url: URL;
}

/**
 * The redirect of SPEC §4 step 3 for a checked return target: a form POST to the post callback URL
 * when the application has one (token, and returnPath as the portal was given it); otherwise a GET
 * to the return target, or to the callback URL without one, with token and seq added to its query.
 * The application's state goes back beside the token either way (ADR 0234).
 */
export function buildHandoffRedirect(application: RegisteredUrls, token: string, target: ReturnTarget | null, seq: string | undefined, state?: string): HandoffRedirect {
  if (application.postCallbackUrl !== null) {
    const fields: { token: string; returnPath?: string; state?: string } = { token };
    if (target) fields.returnPath = target.value;
    if (state !== undefined) fields.state = state;
    return { method: 'POST', url: application.postCallbackUrl, fields };
  }
  const url = new URL(target?.url ?? application.callbackUrl);
  url.searchParams.set('token', token);
  if (seq !== undefined) url.searchParams.set('seq', seq);
  if (state !== undefined) url.searchParams.set('state', state);
  return { method: 'GET', url: url.href };
}
