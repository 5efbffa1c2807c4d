import type { ShellTransport } from '../transport/session-transport';
import { ConsentStore } from './ConsentStore';
import { EmbeddedSignUpStore } from './EmbeddedSignUpStore';
import { ForgotPasswordStore } from './ForgotPasswordStore';
import { HandOffStore } from './HandOffStore';
import { LauncherStore } from './LauncherStore';
import { MagicCodeStore } from './MagicCodeStore';
import { PasswordUpdateStore } from './PasswordUpdateStore';
import { RegistrationStore } from './RegistrationStore';
import { SessionStore } from './SessionStore';
import { SetPasswordStore } from './SetPasswordStore';
import { SignInRequestStore } from './SignInRequestStore';

/** The shell's stores, created once with the transport they use (mobx "defining data stores"). */
export class RootStore {
  readonly sessionStore: SessionStore;
  readonly signInRequestStore: SignInRequestStore;
  readonly magicCodeStore: MagicCodeStore;
  readonly forgotPasswordStore: ForgotPasswordStore;
  readonly setPasswordStore: SetPasswordStore;
  readonly passwordUpdateStore: PasswordUpdateStore;
  readonly handOffStore: HandOffStore;
  readonly launcherStore: LauncherStore;
  readonly registrationStore: RegistrationStore;
  readonly embeddedSignUpStore: EmbeddedSignUpStore;
  readonly consentStore: ConsentStore;

  constructor(transport: ShellTransport) {
    this.sessionStore = new SessionStore(transport);
    this.signInRequestStore = new SignInRequestStore();
    this.magicCodeStore = new MagicCodeStore(transport, this.sessionStore);
    this.forgotPasswordStore = new ForgotPasswordStore(transport);
    this.setPasswordStore = new SetPasswordStore(transport);
    this.passwordUpdateStore = new PasswordUpdateStore(transport, this.sessionStore);
    this.handOffStore = new HandOffStore(transport, this.sessionStore);
    this.launcherStore = new LauncherStore(transport);
    this.registrationStore = new RegistrationStore(transport, this.magicCodeStore);
    this.embeddedSignUpStore = new EmbeddedSignUpStore(transport, this.registrationStore, this.sessionStore);
    this.consentStore = new ConsentStore(transport);
  }
}
