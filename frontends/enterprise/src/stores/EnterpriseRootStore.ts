import { ActivityStore, type PortalSession } from '@weather/ui';
import type { EnterpriseDomain, EnterpriseTransport } from '../transport/enterprise-transport';
import { EnterpriseStore } from './EnterpriseStore';
import { EnterpriseUsersStore } from './EnterpriseUsersStore';
import { SamlProviderForm } from './SamlProviderForm';

/** What the remote needs from its page beyond the API: replaceable in component tests. */
export interface EnterpriseEnvironment {
  /** Writes text to the clipboard (the TXT key, the temporary password). */
  copyText: (text: string) => Promise<void>;
  /** The identity API's address: each domain's own SAML metadata document is served there. */
  apiUrl: string;
}

/** The enterprise remote's stores, created once per load with the transport and the shell's session. */
export class EnterpriseRootStore {
  readonly enterpriseStore: EnterpriseStore;
  readonly usersStore: EnterpriseUsersStore;

  constructor(
    private readonly transport: EnterpriseTransport,
    readonly session: PortalSession,
    readonly environment: EnterpriseEnvironment,
  ) {
    this.enterpriseStore = new EnterpriseStore(transport, session);
    this.usersStore = new EnterpriseUsersStore(transport);
  }

  /** The Activity tab of the enterprise, per visit: filters typed there do not outlive it. */
  createActivity(enterpriseId: number): ActivityStore {
    return new ActivityStore(this.transport.activity, enterpriseId);
  }

  /** The Single Sign-On form of one domain; what it saves replaces the domain in the enterprise. */
  createSamlForm(enterpriseId: number, domain: EnterpriseDomain): SamlProviderForm {
    return new SamlProviderForm(this.transport, enterpriseId, domain, (saved) => this.enterpriseStore.replaceDomain(saved));
  }
}
