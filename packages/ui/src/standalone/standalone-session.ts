import type { ApiClient, ApiErrorBody } from '@weather/api-client';
import { type ApiResult, toApiResult } from '../api/api-result';
import type { PortalSession } from '../federation/portal-host';
import type { PortalUser } from '../federation/portal-user';
import { makeAutoObservable, runInAction } from 'mobx';

/**
 * The session when a remote runs on its own (its team's dev server): it reads the user the portal
 * signed in; it does not sign anybody in itself.
 */
export class StandaloneSession implements PortalSession {
  user: PortalUser | null = null;
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;

  constructor(private readonly getCurrentUser: () => Promise<ApiResult<PortalUser>>) {
    makeAutoObservable<StandaloneSession, 'getCurrentUser'>(this, { getCurrentUser: false });
  }

  static overClient(client: ApiClient): StandaloneSession {
    return new StandaloneSession(() => toApiResult(() => client.GET('/v1/users/me')));
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const result = await this.getCurrentUser();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok || result.error.statusCode === 401) {
        this.user = result.ok ? result.data : null;
        this.hasLoaded = true;
        this.error = null;
      } else {
        this.error = result.error;
      }
    });
  }

  setUser(user: PortalUser): void {
    this.user = user;
  }

  handleUnauthorized(): void {
    this.user = null;
  }
}
