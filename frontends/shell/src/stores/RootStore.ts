import type { ShellTransport } from '../transport/session-transport';
import { browserWebAuthn, type WebAuthnCeremonies } from '../transport/webauthn-ceremonies';
import { ConsentStore } from './ConsentStore';
import { EmbeddedSignUpStore } from './EmbeddedSignUpStore';
import { ForgotPasswordStore } from './ForgotPasswordStore';
import { HandOffStore } from './HandOffStore';
import { LauncherStore } from './LauncherStore';
import { MagicCodeStore } from './MagicCodeStore';
import { PasskeySignInStore } from './PasskeySignInStore';
import { PasswordUpdateStore } from './PasswordUpdateStore';
import { RegistrationStore } from './RegistrationStore';
import { SecondStepStore } from './SecondStepStore';
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
  readonly secondStepStore: SecondStepStore;
  readonly passkeySignInStore: PasskeySignInStore;

  /** `webAuthn`: the browser's passkey prompts; tests give a fake. */
  constructor(transport: ShellTransport, webAuthn: WebAuthnCeremonies = browserWebAuthn) {
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
    this.secondStepStore = new SecondStepStore(transport, this.sessionStore, webAuthn);
    this.passkeySignInStore = new PasskeySignInStore(transport, this.sessionStore, webAuthn);
  }
}
