import type { RuleResult } from './field-error';
import { type AvatarMimeType, limits } from './limits';

/** What the browser's File and the API's decoded data URL both know about an image. */
export interface AvatarFile {
  type: string;
  size: number;
}

export function isAvatarMimeType(type: string): type is AvatarMimeType {
  return (limits.AVATAR_MIME_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** SPEC §5: JPG or PNG, at most 524288 bytes. */
export function avatarFileRule(file: AvatarFile): RuleResult {
  if (!isAvatarMimeType(file.type)) return 'AVATAR_TYPE_NOT_ALLOWED';
  return file.size > limits.AVATAR_MAX_BYTES ? 'AVATAR_TOO_BIG' : null;
}
