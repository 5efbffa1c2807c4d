import type { Environment, Parsed, Reader } from './config-reader';

/** One social provider's client registration; absent (null) means its button is not shown. */
export interface SocialClientConfig {
  readonly clientId: string;
  readonly clientSecret: string;
}

/** Facebook: OAuth 2.0 with fixed endpoints and the Graph user endpoint (no discovery document). */
export interface FacebookConfig extends SocialClientConfig {
  readonly authorizationUrl: URL;
  readonly tokenUrl: URL;
  /** The Graph `me` endpoint with the fields asked for (id, email, first_name, last_name). */
  readonly userUrl: URL;
}

/** LinkedIn: "Sign In with LinkedIn using OpenID Connect", found through the issuer's discovery document. */
export interface LinkedInConfig extends SocialClientConfig {
  readonly issuer: URL;
}

export interface SocialConfig {
  readonly facebook: FacebookConfig | null;
  readonly linkedin: LinkedInConfig | null;
  /** SOCIAL_STATE_SECRET, the HMAC key of the short-lived state cookie; null means DATA_DIR/social-state.secret. */
  readonly stateSecret: string | null;
}

/** The FACEBOOK_* and LINKEDIN_* variables (docs/operations.md): a provider is on when its id and secret are set. */
export function readSocialConfig(
  env: Environment,
  read: Reader,
  parseHttpUrl: (text: string) => Parsed<URL>,
  problems: string[],
): SocialConfig {
  const client = (prefix: string): SocialClientConfig | null => {
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
    if (clientId === '' && clientSecret === '') return null;
    if (clientId === '') problems.push(`${prefix}_CLIENT_ID must be set when ${prefix}_CLIENT_SECRET is`);
    if (clientSecret === '') problems.push(`${prefix}_CLIENT_SECRET must be set when ${prefix}_CLIENT_ID is`);
    return { clientId, clientSecret };
  };
  const facebookClient = client('FACEBOOK');
  const linkedinClient = client('LINKEDIN');
  const graph = 'https://graph.facebook.com/v19.0';
  const facebook: FacebookConfig | null = facebookClient && {
    ...facebookClient,
    authorizationUrl: read('FACEBOOK_AUTHORIZATION_URL', new URL('https://www.facebook.com/v19.0/dialog/oauth'), parseHttpUrl),
    tokenUrl: read('FACEBOOK_TOKEN_URL', new URL(`${graph}/oauth/access_token`), parseHttpUrl),
    userUrl: read('FACEBOOK_USER_URL', new URL(`${graph}/me?fields=id,email,first_name,last_name`), parseHttpUrl),
  };
  const linkedin: LinkedInConfig | null = linkedinClient && {
    ...linkedinClient,
    issuer: read('LINKEDIN_ISSUER', new URL('https://www.linkedin.com/oauth'), parseHttpUrl),
  };
  const stateSecret = read<string | null>('SOCIAL_STATE_SECRET', null, (text) =>
    text.length >= 32 ? { value: text } : { problem: 'must have at least 32 characters (e.g. openssl rand -base64 32)' },
  );
  return { facebook, linkedin, stateSecret };
}
