import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { HandOffRedirect, HandOffTransport, SessionRequest } from '../transport/hand-off-transport';
import type { SessionStore } from './SessionStore';

/**
 * Sending the signed-in person to an application (SPEC §4 step 3): GET /v1/users/me/session gives a
 * single-use token and where to take it. The answer goes into the session state (token,
 * siteApplication); a refusal (e.g. RETURN_PATH_NOT_ALLOWED) stays here to be shown, never followed.
 */
export class HandOffStore {
  isLoading = false;
  error: ApiErrorBody | null = null;
  /** The client id of the hand-off under way or last done. */
  clientId: string | null = null;

  private pending: Promise<HandOffRedirect | null> | null = null;
  private pendingKey: string | null = null;

  constructor(
    private readonly transport: Pick<HandOffTransport, 'getSession'>,
    private readonly sessionStore: SessionStore,
  ) {
    makeAutoObservable<HandOffStore, 'transport' | 'sessionStore' | 'pending' | 'pendingKey'>(this, {
      transport: false,
      sessionStore: false,
      pending: false,
      pendingKey: false,
    });
  }

  /**
   * Asks for a token; resolves with the redirect to follow, or null when refused. A second call for
   * the same request while the first runs shares it: a token is single-use, one is enough.
   */
  start(request: SessionRequest): Promise<HandOffRedirect | null> {
    const key = JSON.stringify([request.clientId, request.return ?? null, request.seq ?? null, request.state ?? null]);
    if (this.pending && this.pendingKey === key) return this.pending;
    this.pendingKey = key;
    this.pending = this.fetchSession(request).finally(() => {
      this.pending = null;
      this.pendingKey = null;
    });
    return this.pending;
  }

  private async fetchSession(request: SessionRequest): Promise<HandOffRedirect | null> {
    this.isLoading = true;
    this.error = null;
    this.clientId = request.clientId;
    const result = await this.transport.getSession(request);
    return runInAction(() => {
      this.isLoading = false;
      if (!result.ok) {
        this.error = result.error;
        return null;
      }
      this.sessionStore.setHandOff(result.data.token, result.data.siteApplication);
      return result.data.redirect;
    });
  }

  clearError(): void {
    this.error = null;
  }
}
