import type { PortalSession } from '@weather/ui';
import type { AccountTransport } from '../transport/account-transport';
import { ProfileStore } from './ProfileStore';
import { TimezonesStore } from './TimezonesStore';

/** The account remote's stores, created once per load with the transport and the shell's session. */
export class AccountRootStore {
  readonly profileStore: ProfileStore;
  readonly timezonesStore: TimezonesStore;

  constructor(
    transport: AccountTransport,
    readonly session: PortalSession,
  ) {
    this.profileStore = new ProfileStore(transport, session);
    this.timezonesStore = new TimezonesStore(transport);
  }
}
