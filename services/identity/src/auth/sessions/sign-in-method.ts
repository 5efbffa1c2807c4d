import type { SocialProvider } from '../social/social-provider';

/**
 * How a browser session was signed in, stored with it (browser_sessions.sign_in_method): a password,
 * an emailed code (also the sign-ins that verify a new account by its code), a SAML identity
 * provider, a social provider, or an administrator's impersonation.
 */
export type SignInMethod = 'password' | 'code' | 'saml' | `social:${SocialProvider}` | 'impersonation';
