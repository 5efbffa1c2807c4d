/**
 * The two sign-up pages: /register (full) and /embeddedregister (embedded, the collaboration
 * application's). The body's is_collaborate_self_register says which rules of SPEC §5 apply.
 */
export const SIGN_UP_VARIANTS = ['full', 'embedded'] as const;
export type SignUpVariant = (typeof SIGN_UP_VARIANTS)[number];
