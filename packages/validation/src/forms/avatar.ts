import { type AvatarFile, avatarFileRule } from '../avatar';
import { type FieldError, collectFieldErrors } from '../field-error';

/** The chosen image of the crop dialog, and the decoded PUT /v1/users/me/avatar data URL. */
export function validateAvatarFile(file: AvatarFile): FieldError<'avatar'>[] {
  return collectFieldErrors<'avatar'>([['avatar', avatarFileRule(file)]]);
}
