/** SPEC §3 names SYSADMIN; everyone else is a USER. */
export const USER_ROLES = ['SYSADMIN', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];
