import type { PortalSession } from '@weather/ui';
import type { AccountTransport } from '../transport/account-transport';
import { AvatarStore } from './AvatarStore';
import { ChangePasswordStore } from './ChangePasswordStore';
import { ProfileStore } from './ProfileStore';
import type { BrowserPasskeys } from './security/PasskeyEnrolment';
import { SecurityStore } from './security/SecurityStore';
import { SessionsStore } from './SessionsStore';
import { TimezonesStore } from './TimezonesStore';

/** What the remote needs from its page beyond the API: replaceable in component tests. */
export interface AccountEnvironment {
  /** The identity API's address, against which the user's avatar path resolves. */
  apiUrl: string;
  /** Reloads the page (the OK of "please log in again"). */
  reload: () => void;
  /** The browser's WebAuthn (the Security tab's passkeys). */
  passkeys: BrowserPasskeys;
}

/** The account remote's stores, created once per load with the transport and the shell's session. */
export class AccountRootStore {
  readonly profileStore: ProfileStore;
  readonly timezonesStore: TimezonesStore;
  readonly avatarStore: AvatarStore;
  readonly changePasswordStore: ChangePasswordStore;
  readonly sessionsStore: SessionsStore;
  readonly securityStore: SecurityStore;

  constructor(
    transport: AccountTransport,
    readonly session: PortalSession,
    readonly environment: AccountEnvironment,
  ) {
    this.profileStore = new ProfileStore(transport, session);
    this.timezonesStore = new TimezonesStore(transport);
    this.avatarStore = new AvatarStore(transport, session);
    this.changePasswordStore = new ChangePasswordStore(transport, session);
    this.sessionsStore = new SessionsStore(transport);
    this.securityStore = new SecurityStore(transport, environment.passkeys);
  }
}
