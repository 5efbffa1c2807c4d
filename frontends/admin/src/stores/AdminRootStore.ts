import type { PortalSession } from '@weather/ui';
import type { AdminTransport } from '../transport/admin-transport';
import { SiteApplicationForm } from './SiteApplicationForm';
import { SiteApplicationsStore } from './SiteApplicationsStore';
import { UserSearchStore } from './UserSearchStore';

/** What the remote needs from its page beyond the API: replaceable in component tests. */
export interface AdminEnvironment {
  /** Writes text to the clipboard (the secrets shown once). */
  copyText: (text: string) => Promise<void>;
  /**
   * Loads a portal page afresh. After POST /auth/impersonate the whole portal must start over as
   * the impersonated user (the shell's session, its banner, every remote's stores).
   */
  loadPage: (path: string) => void;
}

/** The admin remote's stores, created once per load with the transport and the shell's session. */
export class AdminRootStore {
  readonly applicationsStore: SiteApplicationsStore;

  constructor(
    /** Public so the Users and Activity pages make their stores over their own calls (transport.userManagement, transport.activity). */
    readonly transport: AdminTransport,
    readonly session: PortalSession,
    readonly environment: AdminEnvironment,
  ) {
    this.applicationsStore = new SiteApplicationsStore(transport);
  }

  /** A form per visit of /applications/create or /applications/{id}: nothing typed outlives the page. */
  createApplicationForm(applicationId: number | null): SiteApplicationForm {
    return new SiteApplicationForm(this.transport, applicationId);
  }

  /** A search per visit of /impersonateUser. */
  createUserSearch(): UserSearchStore {
    return new UserSearchStore(this.transport);
  }
}
