import createClient, { type Client } from 'openapi-fetch';
import { passwordChangeRequiredMiddleware, requestedWithMiddleware, unauthorizedMiddleware } from './middleware';

export interface ApiClientOptions {
  /** The identity API's address (the portal reads it from /config.json), e.g. http://localhost:3000. */
  baseUrl: string;
  /** Called with the response of any 401 outside /auth/: the portal signs the user out. */
  onUnauthorized?: (response: Response) => void;
  /** Called with any 403 PASSWORD_CHANGE_REQUIRED: the portal opens the change-password page. */
  onPasswordChangeRequired?: (response: Response) => void;
  /** Another fetch (tests, server-side callers); the global fetch by default. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * An openapi-fetch client for any OpenAPI paths type; `createApiClient` binds it to the identity
 * service's. Credentials are always included: the session is an HttpOnly cookie, also cross-origin.
 */
export function createTypedClient<Paths extends object>(options: ApiClientOptions): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(requestedWithMiddleware);
  if (options.onUnauthorized) client.use(unauthorizedMiddleware(options.onUnauthorized));
  if (options.onPasswordChangeRequired) client.use(passwordChangeRequiredMiddleware(options.onPasswordChangeRequired));
  return client;
}
