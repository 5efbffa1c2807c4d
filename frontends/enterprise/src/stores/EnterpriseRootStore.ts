import type { PortalSession } from '@weather/ui';
import type { EnterpriseTransport } from '../transport/enterprise-transport';
import { EnterpriseStore } from './EnterpriseStore';
import { EnterpriseUsersStore } from './EnterpriseUsersStore';

/** What the remote needs from its page beyond the API: replaceable in component tests. */
export interface EnterpriseEnvironment {
  /** Writes text to the clipboard (the TXT key, the temporary password). */
  copyText: (text: string) => Promise<void>;
}

/** The enterprise remote's stores, created once per load with the transport and the shell's session. */
export class EnterpriseRootStore {
  readonly enterpriseStore: EnterpriseStore;
  readonly usersStore: EnterpriseUsersStore;

  constructor(
    transport: EnterpriseTransport,
    readonly session: PortalSession,
    readonly environment: EnterpriseEnvironment,
  ) {
    this.enterpriseStore = new EnterpriseStore(transport, session);
    this.usersStore = new EnterpriseUsersStore(transport);
  }
}
