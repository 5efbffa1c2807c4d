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
  private openings = 0;
  /** The opening a link's click started, until the launcher page it navigated to takes it. */
  private pendingOpening: number | null = null;

  constructor(private readonly transport: Pick<HandOffTransport, 'getSiteApplications' | 'getAuthorization'>) {
    makeAutoObservable<LauncherStore, 'transport' | 'loadRequest' | 'openings' | 'pendingOpening'>(this, {
      transport: false,
      loadRequest: false,
      openings: false,
      pendingOpening: false,
    });
  }

  /** The page spinner shows until the list and every check have answered (SPEC §2). */
  get isSettling(): boolean {
    return this.isLoading || [...this.access.values()].some((access) => access.state === 'checking');
  }

  accessOf(application: SiteApplication): ApplicationAccess {
    return this.access.get(application.client_id) ?? { state: 'checking' };
  }

  /**
   * A link inside the portal opens the launcher: the list and the checks start at the click, so they
   * do not wait for the route change to unmount the previous page and render the launcher (bench
   * scenario 5). Returns the opening, for the navigation to hand to the page.
   */
  open(): number {
    const opening = ++this.openings;
    this.pendingOpening = opening;
    void this.load();
    return opening;
  }

  /**
   * The launcher page's arrival: loads, unless it is the arrival of the opening a link has just
   * started (one list and one round of checks per opening). An opening is taken once, so any other
   * arrival (a typed URL, a redirect, back/forward to the same entry) checks again (SPEC §2, §4).
   */
  loadUnlessOpened(opening: number | null): Promise<void> {
    if (opening !== null && opening === this.pendingOpening) {
      this.pendingOpening = null;
      return Promise.resolve();
    }
    return this.load();
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
