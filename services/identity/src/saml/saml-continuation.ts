import type { PendingHandoff } from './saml-request-store';

/**
 * Where the browser goes once signed in: the portal's /login with the hand-off's values, so the
 * portal's signed-in path runs the normal hand-off (the return path is checked there, as always), or
 * finishes the OpenID Connect interaction the sign-in started from.
 */
export function samlContinuation(portalUrl: URL, handoff: PendingHandoff): string {
  const url = new URL('/login', portalUrl);
  if (handoff.clientId !== null) url.searchParams.set('clientId', handoff.clientId);
  if (handoff.returnTo !== null) url.searchParams.set('return', handoff.returnTo);
  if (handoff.seq !== null) url.searchParams.set('seq', handoff.seq);
  if (handoff.state !== null) url.searchParams.set('state', handoff.state);
  if (handoff.interaction !== null) url.searchParams.set('interaction', handoff.interaction);
  return url.href;
}
