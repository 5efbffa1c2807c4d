import { type FieldError, limits, messages, validateAvatarFile } from '@weather/validation';
import { makeAutoObservable } from 'mobx';

/** The crop dialog (SPEC §2, §5): the chosen file, its rule, the zoom, and whether it can be sent. */
export class AvatarCropForm {
  file: File | null = null;
  zoom: number = limits.AVATAR_ZOOM.min;
  /** The browser could not draw the chosen file: whatever its name says, it is no JPG or PNG. */
  unreadable = false;
  /** The cropper has drawn the image, so there is something to send. */
  ready = false;

  constructor() {
    makeAutoObservable(this);
  }

  choose(file: File): void {
    this.file = file;
    this.zoom = limits.AVATAR_ZOOM.min;
    this.unreadable = false;
    this.ready = false;
  }

  setZoom(zoom: number): void {
    this.zoom = Math.min(limits.AVATAR_ZOOM.max, Math.max(limits.AVATAR_ZOOM.min, zoom));
  }

  markReady(): void {
    this.ready = true;
  }

  markUnreadable(): void {
    this.unreadable = true;
    this.ready = false;
  }

  /** JPG or PNG, at most 512 KB; an unreadable file counts as the wrong type. */
  get error(): FieldError<'avatar'> | null {
    if (!this.file) return null;
    const [error] = validateAvatarFile({ type: this.file.type, size: this.file.size });
    if (error) return error;
    return this.unreadable ? { field: 'avatar', code: 'AVATAR_TYPE_NOT_ALLOWED', message: messages.AVATAR_TYPE_NOT_ALLOWED } : null;
  }

  /** SPEC §5: Update is disabled on error (and with nothing to send). */
  get canUpdate(): boolean {
    return this.file !== null && this.error === null && this.ready;
  }

  /** The cropped image keeps the chosen file's format. */
  get outputType(): 'image/png' | 'image/jpeg' {
    return this.file?.type === 'image/png' ? 'image/png' : 'image/jpeg';
  }
}
