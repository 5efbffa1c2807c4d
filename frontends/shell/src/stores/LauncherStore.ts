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
  /** The list as it last answered, and for whom (the signed-in user's uuid): an opening checks these at once. */
  private known: { owner: string; applications: SiteApplication[] } | null = null;

  constructor(private readonly transport: Pick<HandOffTransport, 'getSiteApplications' | 'getAuthorization'>) {
    makeAutoObservable<LauncherStore, 'transport' | 'loadRequest' | 'openings' | 'pendingOpening' | 'known'>(this, {
      transport: false,
      loadRequest: false,
      openings: false,
      pendingOpening: false,
      known: false,
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
   * The list ahead of any opening: the authenticated area asks for it once the page is idle, so that
   * a link's click can send the checks at once instead of after the list's round trip (docs/adr/0411).
   * Nothing is asked when the list of this user is known or on its way.
   */
  async prefetch(owner: string): Promise<void> {
    if (this.known?.owner === owner || this.isLoading) return;
    const result = await this.transport.getSiteApplications();
    if (result.ok && !this.isLoading) this.known = { owner, applications: byOrderingNumber(result.data) };
  }

  /**
   * A link inside the portal opens the launcher: the list and the checks start at the click, so they
   * do not wait for the route change to unmount the previous page and render the launcher (bench
   * scenario 5). Returns the opening, for the navigation to hand to the page.
   */
  open(owner: string): number {
    const opening = ++this.openings;
    this.pendingOpening = opening;
    void this.load(owner);
    return opening;
  }

  /**
   * The launcher page's arrival: loads, unless it is the arrival of the opening a link has just
   * started (one list and one round of checks per opening). An opening is taken once, so any other
   * arrival (a typed URL, a redirect, back/forward to the same entry) checks again (SPEC §2, §4).
   */
  loadUnlessOpened(opening: number | null, owner: string): Promise<void> {
    if (opening !== null && opening === this.pendingOpening) {
      this.pendingOpening = null;
      return Promise.resolve();
    }
    return this.load(owner);
  }

  /**
   * Asks for the list and checks every application; a newer load makes the answers of an older one
   * void. With the user's list known from before, its applications are checked at once and the list
   * asked again beside them: an application added since is checked when the list answers, one
   * removed since loses its card, so every opening still shows the catalogue as it is now.
   */
  async load(owner: string): Promise<void> {
    const request = ++this.loadRequest;
    const known = this.known?.owner === owner ? this.known.applications : null;
    const checks = new Map<string, Promise<void>>();
    const ask = (application: SiteApplication) => {
      if (!checks.has(application.client_id)) checks.set(application.client_id, this.check(application.client_id, request));
    };
    // The checks leave before the cards are shown: a change of `applications` renders the page in
    // the same turn, and a request sent after it would wait for that render (bench scenario 5).
    if (known) {
      known.forEach(ask);
      this.applications = known;
      this.access = accessMap(known, new Map());
    }
    this.isLoading = true;
    this.error = null;
    const result = await this.transport.getSiteApplications();
    if (request !== this.loadRequest) return;
    if (!result.ok) {
      runInAction(() => {
        this.isLoading = false;
        this.error = result.error;
        // The known list's cards and checks go with it: the page shows the error, as without one.
        if (known) {
          this.applications = [];
          this.access = new Map();
        }
      });
      return;
    }
    const applications = byOrderingNumber(result.data);
    this.known = { owner, applications };
    applications.forEach(ask);
    runInAction(() => {
      // Answers already in are this load's own (a known list's checks); the rest are checking.
      this.access = accessMap(applications, known ? this.access : new Map());
      this.applications = applications;
      this.isLoading = false;
      this.hasLoaded = true;
    });
    await Promise.all(checks.values());
  }

  private async check(clientId: string, request: number): Promise<void> {
    const result = await this.transport.getAuthorization(clientId);
    runInAction(() => {
      // A check of an application the fresh list no longer has leaves no card behind.
      if (request === this.loadRequest && (this.isLoading || this.access.has(clientId))) this.access.set(clientId, applicationAccess(result));
    });
  }
}

function byOrderingNumber(applications: readonly SiteApplication[]): SiteApplication[] {
  return [...applications].sort((a, b) => a.ordering_number - b.ordering_number);
}

/** Each application's answer already in, else checking. */
function accessMap(applications: readonly SiteApplication[], answered: ReadonlyMap<string, ApplicationAccess>): Map<string, ApplicationAccess> {
  return new Map(applications.map((application) => [application.client_id, answered.get(application.client_id) ?? { state: 'checking' }]));
}
