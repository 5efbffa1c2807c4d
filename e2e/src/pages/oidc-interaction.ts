// The portal's side of an OpenID Connect interaction (issue 28): after sign-in, the whole window goes
// to the API's GET /oidc/interaction/<uid>. Tests watch for that navigation, not for its answer, so
// they hold whether or not the provider behind the route answers.
import type { Page, Request } from 'playwright-core';

/** Resolves with the main frame's navigation to the API's interaction route of `uid`. */
export function interactionNavigation(page: Page, apiUrl: string, uid: string): Promise<Request> {
  const expected = `${apiUrl.replace(/\/+$/, '')}/oidc/interaction/${uid}`;
  return page.waitForRequest((request) => request.url() === expected && request.isNavigationRequest() && request.frame() === page.mainFrame());
}
