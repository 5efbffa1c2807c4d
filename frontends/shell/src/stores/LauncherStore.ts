import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { HandOffTransport, SiteApplication } from '../transport/hand-off-transport';
import { type ApplicationAccess, applicationAccess } from './application-access';

/**
 * /appLauncher (SPEC §2, §4): the applications in ordering-number order, then one authorization
 * check per application, all at once; each card settles when its own check answers.
 */
export class LauncherStore {
  applications: SiteApplication[] = [];
  /** By client id. */
  access = new Map<string, ApplicationAccess>();
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;

  private loadRequest = 0;

  constructor(private readonly transport: Pick<HandOffTransport, 'getSiteApplications' | 'getAuthorization'>) {
    makeAutoObservable<LauncherStore, 'transport' | 'loadRequest'>(this, { transport: false, loadRequest: false });
  }

  /** The page spinner shows until the list and every check have answered (SPEC §2). */
  get isSettling(): boolean {
    return this.isLoading || [...this.access.values()].some((access) => access.state === 'checking');
  }

  accessOf(application: SiteApplication): ApplicationAccess {
    return this.access.get(application.client_id) ?? { state: 'checking' };
  }

  /** Loads the list and runs the checks; a newer load makes the answers of an older one void. */
  async load(): Promise<void> {
    const request = ++this.loadRequest;
    this.isLoading = true;
    this.error = null;
    const result = await this.transport.getSiteApplications();
    if (request !== this.loadRequest) return;
    if (!result.ok) {
      runInAction(() => {
        this.isLoading = false;
        this.error = result.error;
      });
      return;
    }
    const applications = [...result.data].sort((a, b) => a.ordering_number - b.ordering_number);
    // The checks leave before the cards are shown: the change below renders the page in the same
    // turn, and a request sent after it would wait for that render (bench scenario 5).
    const checks = applications.map((application) => this.check(application.client_id, request));
    runInAction(() => {
      this.applications = applications;
      this.access = new Map(applications.map((application) => [application.client_id, { state: 'checking' }]));
      this.isLoading = false;
      this.hasLoaded = true;
    });
    await Promise.all(checks);
  }

  private async check(clientId: string, request: number): Promise<void> {
    const result = await this.transport.getAuthorization(clientId);
    runInAction(() => {
      if (request === this.loadRequest) this.access.set(clientId, applicationAccess(result));
    });
  }
}
