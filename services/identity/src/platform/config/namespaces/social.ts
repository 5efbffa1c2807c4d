import { type ConfigOf, group, optional, required, variable } from '../config-schema';
import { httpUrl, secretKey, text } from '../parsers';

const GRAPH = 'https://graph.facebook.com/v19.0';

/** Facebook and LinkedIn sign-in pop-ups (docs/adr/0213): a provider is on when its id and secret are set. */
export const socialSchema = group({
  /** Facebook: OAuth 2.0 with fixed endpoints and the Graph user endpoint (no discovery document). */
  facebook: optional(
    group({
      clientId: required('FACEBOOK_CLIENT_ID', text),
      clientSecret: required('FACEBOOK_CLIENT_SECRET', text, { secret: true }),
      authorizationUrl: variable('FACEBOOK_AUTHORIZATION_URL', httpUrl, { default: () => new URL('https://www.facebook.com/v19.0/dialog/oauth') }),
      tokenUrl: variable('FACEBOOK_TOKEN_URL', httpUrl, { default: () => new URL(`${GRAPH}/oauth/access_token`) }),
      /** The Graph `me` endpoint with the fields asked for (id, email, first_name, last_name). */
      userUrl: variable('FACEBOOK_USER_URL', httpUrl, { default: () => new URL(`${GRAPH}/me?fields=id,email,first_name,last_name`) }),
    }),
  ),
  /** LinkedIn: "Sign In with LinkedIn using OpenID Connect", found through the issuer's discovery document. */
  linkedin: optional(
    group({
      clientId: required('LINKEDIN_CLIENT_ID', text),
      clientSecret: required('LINKEDIN_CLIENT_SECRET', text, { secret: true }),
      issuer: variable('LINKEDIN_ISSUER', httpUrl, { default: () => new URL('https://www.linkedin.com/oauth') }),
    }),
  ),
  /** SOCIAL_STATE_SECRET, the HMAC key of the short-lived state cookie; null means DATA_DIR/social-state.secret. */
  stateSecret: variable('SOCIAL_STATE_SECRET', secretKey, {
    default: null,
    secret: true,
    requiredInProduction: { because: 'a sign-in started on one instance ends on another; every instance must check its state with the same key' },
  }),
});
export type SocialConfig = ConfigOf<typeof socialSchema>;
export type FacebookConfig = NonNullable<SocialConfig['facebook']>;
export type LinkedInConfig = NonNullable<SocialConfig['linkedin']>;
