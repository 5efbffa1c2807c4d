import type { ApiErrorBody } from '@weather/api-client';
import type { PortalSession } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport } from '../transport/account-transport';

/**
 * SPEC §8 Avatar: updated, refused by the service (its body says why), or failed without the
 * service's answer (a proxy's 413 page, a dropped connection), which the spec calls "Image too big".
 */
export type AvatarOutcome = 'updated' | 'cleared' | 'refused' | 'tooBig';

/** Codes of an answer that did not come from the identity service (@weather/ui toApiResult). */
const UNSTRUCTURED = new Set(['UNKNOWN_ERROR', 'NETWORK_ERROR']);

/** The user's avatar: uploading a cropped image and clearing it; the shell's top bar follows. */
export class AvatarStore {
  isSaving = false;
  error: ApiErrorBody | null = null;

  constructor(
    private readonly transport: AccountTransport,
    private readonly session: PortalSession,
  ) {
    makeAutoObservable<AvatarStore, 'transport' | 'session'>(this, { transport: false, session: false });
  }

  /** Forgets the last refusal (a new image was chosen, or the dialog opened again). */
  reset(): void {
    this.error = null;
  }

  async upload(dataUrl: string): Promise<AvatarOutcome> {
    return this.run(() => this.transport.uploadAvatar(dataUrl), 'updated');
  }

  async clear(): Promise<AvatarOutcome> {
    return this.run(() => this.transport.clearAvatar(), 'cleared');
  }

  private async run(call: AccountTransport['clearAvatar'], success: AvatarOutcome): Promise<AvatarOutcome> {
    this.isSaving = true;
    this.error = null;
    const result = await call();
    return runInAction(() => {
      this.isSaving = false;
      if (result.ok) {
        // The user's avatar path carries a new stamp: the top bar loads the new image at once.
        this.session.setUser(result.data);
        return success;
      }
      this.error = result.error;
      return UNSTRUCTURED.has(result.error.code) ? 'tooBig' : 'refused';
    });
  }
}
