/**
 * The portal's pages an interaction sends the browser to (docs/adr/0801, 0802): /login with the
 * interaction's uid (and prompt=login when the application asks for a new sign-in, which the portal
 * then asks for even from a signed-in person), and /consent for a third-party application.
 */
export function portalSignInUrl(portalUrl: URL, uid: string, { fresh }: { fresh: boolean }): string {
  const url = new URL('/login', portalUrl);
  url.searchParams.set('interaction', uid);
  if (fresh) url.searchParams.set('prompt', 'login');
  return url.href;
}

export function portalConsentUrl(portalUrl: URL, uid: string): string {
  const url = new URL('/consent', portalUrl);
  url.searchParams.set('interaction', uid);
  return url.href;
}
