import { OAuth2Server } from 'oauth2-mock-server';

/** The person the stand-in provider signs in next, as its userinfo or Graph endpoint tells it. */
export interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface SocialProviderServer {
  /** The issuer (LinkedIn) or base of the endpoints (Facebook) on loopback. */
  url: string;
  /** Who signs in at the next consent; the test sets it before each flow. */
  person: ProviderPerson;
  /** The person refuses consent at the next authorization (the provider answers error=access_denied). */
  denyConsent: boolean;
  /** The environment that points the identity service at this server for the provider. */
  environment(provider: 'facebook' | 'linkedin'): Record<string, string>;
  stop(): Promise<void>;
}

/**
 * A real OAuth 2.0 / OpenID Connect server (oauth2-mock-server) on 127.0.0.1 standing in for
 * Facebook or LinkedIn: consent is granted at once for `person`. As Facebook, it answers no ID
 * token and its userinfo speaks the Graph's field names (id, first_name, last_name).
 */
export async function startSocialProviderServer(as: 'facebook' | 'linkedin'): Promise<SocialProviderServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url ?? '';
  const handle: SocialProviderServer = {
    url,
    person: { sub: 'nobody' },
    denyConsent: false,
    environment: (provider): Record<string, string> =>
      provider === 'linkedin'
        ? { LINKEDIN_CLIENT_ID: 'linkedin-client', LINKEDIN_CLIENT_SECRET: 'linkedin-secret', LINKEDIN_ISSUER: url }
        : {
            FACEBOOK_CLIENT_ID: 'facebook-client',
            FACEBOOK_CLIENT_SECRET: 'facebook-secret',
            FACEBOOK_AUTHORIZATION_URL: `${url}/authorize`,
            FACEBOOK_TOKEN_URL: `${url}/token`,
            FACEBOOK_USER_URL: `${url}/userinfo`,
          },
    stop: () => server.stop(),
  };
  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    if (!handle.denyConsent) return;
    redirect.url.searchParams.delete('code');
    redirect.url.searchParams.set('error', 'access_denied');
  });
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    token.payload.sub = handle.person.sub;
  });
  server.service.on('beforeResponse', (response: { body: unknown }) => {
    if (as === 'facebook' && typeof response.body === 'object' && response.body) delete (response.body as Record<string, unknown>).id_token;
  });
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    const { sub, given_name, family_name, ...rest } = handle.person;
    response.body = as === 'facebook' ? { id: sub, first_name: given_name, last_name: family_name, email: rest.email } : handle.person;
  });
  return handle;
}
