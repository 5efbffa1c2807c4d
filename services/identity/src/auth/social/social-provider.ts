/** The social sign-in providers of SPEC §7, each a pop-up at /auth/{provider}. */
export const SOCIAL_PROVIDERS = ['facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** What a provider says about the person, after the code exchange. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (Facebook's id, LinkedIn's sub). */
  subject: string;
  email: string | null;
  /** True only when the provider vouches for the address. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}
