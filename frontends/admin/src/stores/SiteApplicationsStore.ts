import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminTransport, SiteApplication } from '../transport/admin-transport';

/** The catalogue of /applications: every site application, in ordering-number order as the API gives it. */
export class SiteApplicationsStore {
  applications: SiteApplication[] = [];
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;

  constructor(private readonly transport: AdminTransport) {
    makeAutoObservable<SiteApplicationsStore, 'transport'>(this, { transport: false });
  }

  async load(): Promise<void> {
    this.isLoading = true;
    const result = await this.transport.listApplications();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.applications = result.data;
        this.hasLoaded = true;
        this.error = null;
      } else {
        this.error = result.error;
      }
    });
  }
}
