import { randomBytes } from 'node:crypto';

/**
 * The id of an avatar image's public address (/v1/avatars/<id>): 128 bits from the CSPRNG, in lower
 * case hex. It is a capability (docs/adr/0803): whoever holds the address sees the image, so it is
 * never derived from the user (not the uuid, not a hash of it) and changes with every new image.
 */
export const AVATAR_ID_LENGTH = 32;

const AVATAR_ID = /^[0-9a-f]{32}$/;

export function newAvatarId(): string {
  return randomBytes(AVATAR_ID_LENGTH / 2).toString('hex');
}

/** Whether a path segment can be an avatar id at all: anything else is answered 404 without a query. */
export function isAvatarId(value: string): boolean {
  return AVATAR_ID.test(value);
}

/** The public address's path of an avatar id. */
export function publicAvatarPath(avatarId: string): string {
  return `/v1/avatars/${avatarId}`;
}
