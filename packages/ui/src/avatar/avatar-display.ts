import type { PortalUser } from '../federation/portal-user';

/**
 * The letter an avatar shows without an image (SPEC §2): the first letter of the first name, else
 * of the email. Whole characters, so an accented or non-Latin first letter stays intact.
 */
export function avatarInitial(user: Pick<PortalUser, 'first_name' | 'email'>): string {
  const source = user.first_name?.trim() || user.email.trim();
  const [first = ''] = Array.from(source);
  return first.toLocaleUpperCase();
}

/** The name a person is called by in the interface: full name, else the email. */
export function displayName(user: Pick<PortalUser, 'first_name' | 'last_name' | 'email'>): string {
  return [user.first_name, user.last_name].map((part) => part?.trim()).filter(Boolean).join(' ') || user.email;
}

/** The avatar image's address: the API answers a path, relative to its own origin. */
export function avatarImageUrl(avatar: string | null, apiUrl: string): string | undefined {
  if (!avatar) return undefined;
  try {
    return new URL(avatar, new URL(apiUrl, window.location.origin)).href;
  } catch {
    return undefined;
  }
}
