import type { ApiErrorBody } from '@weather/api-client';
import type { PortalSession, PortalUser } from '@weather/ui';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SiteApplication } from '../transport/hand-off-transport';
import type { Credentials, Impersonator, SessionTransport } from '../transport/session-transport';
import type { FirstStepAnswer } from '../transport/second-step-transport';
import type { LoginProviderInfo, SignInTransport } from '../transport/sign-in-transport';
import { type ApplicationStorage, browserStorage, forgetApplicationTokens } from './application-storage';

/** SPEC §3 Login provider info. */
export type LoginProvider = LoginProviderInfo;

/** The provider whose password field /login shows (SPEC §4). */
export const LOCAL_PROVIDER = 'LOCAL';

export type { SiteApplication };

/**
 * `needs-verification`: right password, unverified email; a code was mailed and no session opened.
 * `second-step`: a right first step, but the user has a second factor (or must add one): no session
 * opened yet, /login/second-step comes next (docs/second-factor-contract.md).
 */
export type LoginOutcome = 'signed-in' | 'needs-verification' | 'second-step' | 'refused';

/**
 * The client session state of SPEC §3 (user, provider, error, token, siteApplication, needVerify,
 * skipRegister) plus the state of its own requests. Only its methods change it.
 */
export class SessionStore implements PortalSession {
  user: PortalUser | null = null;
  /**
   * Sign-ins completed in this page (password or code, the social pop-up's included): a page that
   * asks for a new sign-in from a signed-in person (prompt=login, docs/adr/0802) goes on once it grows.
   */
  signIns = 0;
  /** The SYSADMIN impersonating the user in this session (the banner shows it); null otherwise. */
  impersonator: Impersonator | null = null;
  provider: LoginProvider | null = null;
  /** The server's error body of the last refused call (SPEC §7: rejected actions store it). */
  error: ApiErrorBody | null = null;
  token: string | null = null;
  siteApplication: SiteApplication | null = null;
  needVerify = false;
  skipRegister = false;
  /** A first step passed and the second is due: the sign-in page goes to /login/second-step once it sees this. */
  secondStepDue = false;

  isLoading = false;
  /** The session has been checked at least once (GET /auth/session answered). */
  hasLoaded = false;
  /** The email `provider` belongs to, and whether the last provider check got no answer. */
  providerEmail: string | null = null;
  providerCheckFailed = false;

  private pendingCheck: Promise<void> | null = null;
  private providerRequest = 0;

  constructor(
    private readonly transport: SessionTransport & Pick<SignInTransport, 'getLoginProvider'>,
    /** Where the applications keep tokens of their own in this browser (SPEC §4: cleared on sign-out). */
    private readonly applicationStorage: ApplicationStorage | null = browserStorage(),
  ) {
    makeAutoObservable<SessionStore, 'transport' | 'applicationStorage' | 'pendingCheck' | 'providerRequest'>(this, {
      transport: false,
      applicationStorage: false,
      pendingCheck: false,
      providerRequest: false,
    });
  }

  /**
   * GET /auth/provider for a valid email (SPEC §4). Only the latest check counts; a check that gets
   * no answer leaves the password field to the person (signing in says what is wrong).
   */
  async checkProvider(email: string): Promise<void> {
    const request = ++this.providerRequest;
    const result = await this.transport.getLoginProvider(email);
    runInAction(() => {
      if (request !== this.providerRequest) return;
      this.providerEmail = email;
      this.providerCheckFailed = !result.ok;
      this.provider = result.ok ? result.data : null;
    });
  }

  /** The email changed to one that cannot be checked: forget the answer for the old one. */
  forgetProvider(): void {
    this.providerRequest++;
    this.provider = null;
    this.providerEmail = null;
    this.providerCheckFailed = false;
  }

  get isSignedIn(): boolean {
    return this.user !== null;
  }

  /** Checks the session once; concurrent callers (login check, public pages) share the request. */
  ensureLoaded(): Promise<void> {
    if (this.hasLoaded) return Promise.resolve();
    this.pendingCheck ??= this.loadCurrentUser().finally(() => {
      this.pendingCheck = null;
    });
    return this.pendingCheck;
  }

  async loadCurrentUser(): Promise<void> {
    this.isLoading = true;
    const result = await this.transport.getCurrentUser();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.user = result.data;
        this.impersonator = result.data?.impersonator ?? null;
        this.error = null;
        this.hasLoaded = true;
      } else {
        // The check itself failed (network, server error): say so rather than pretend signed out.
        this.error = result.error;
      }
    });
  }

  async login(credentials: Credentials): Promise<LoginOutcome> {
    this.isLoading = true;
    this.error = null;
    const result = await this.transport.login(credentials);
    if (!result.ok) {
      runInAction(() => {
        this.isLoading = false;
        this.error = result.error;
      });
      return 'refused';
    }
    if (!result.data.is_verified) {
      runInAction(() => {
        this.isLoading = false;
        this.needVerify = true;
      });
      return 'needs-verification';
    }
    runInAction(() => {
      this.needVerify = false;
    });
    return this.afterFirstStep(result.data);
  }

  /**
   * A magic code (or the social pop-up) passed the first step (SPEC §4 step 5): read the user as after
   * a password sign-in, unless the answer says a second step is due.
   */
  async signedInByCode(answer: FirstStepAnswer | null = null): Promise<LoginOutcome> {
    this.needVerify = false;
    return this.afterFirstStep(answer);
  }

  /** The social pop-up's result (docs/adr/0213): a session, or, with `second_step: true`, a second step due. */
  async signedInBySocial(secondStep: boolean): Promise<LoginOutcome> {
    if (!secondStep) return this.completeSignIn();
    this.secondStepDue = true;
    return 'second-step';
  }

  /**
   * A sign-in completed with a session cookie (a second step, a passkey): read the user and count
   * the sign-in, so the public page it happened on continues as after any sign-in.
   */
  async completeSignIn(): Promise<LoginOutcome> {
    await this.loadCurrentUser();
    this.countSignIn();
    return this.user ? 'signed-in' : 'refused';
  }

  /** The sign-in page went to the second step: a later visit of /login starts afresh. */
  secondStepTaken(): void {
    this.secondStepDue = false;
  }

  private async afterFirstStep(answer: FirstStepAnswer | null): Promise<LoginOutcome> {
    if (answer?.second_step) {
      runInAction(() => {
        this.isLoading = false;
        this.secondStepDue = true;
      });
      return 'second-step';
    }
    return this.completeSignIn();
  }

  private countSignIn(): void {
    if (this.user) this.signIns += 1;
  }

  /** Signs out; the answer is the SAML provider's single logout address, where the browser goes next (null: none). */
  async logout(): Promise<string | null> {
    this.isLoading = true;
    const result = await this.transport.logout();
    runInAction(() => {
      this.isLoading = false;
      // A 401 means the session had already ended on the server: the person is signed out either way.
      if (result.ok || result.error.statusCode === 401) {
        this.clearSession();
        forgetApplicationTokens(this.applicationStorage);
      } else this.error = result.error;
    });
    return result.ok ? result.data.logoutURL : null;
  }

  /**
   * Ends the impersonation (ADR 0221): the administrator's own session comes back and is read
   * again, or, when it had ended meanwhile, the browser is signed out. True when it came back.
   */
  async endImpersonation(): Promise<boolean> {
    this.isLoading = true;
    const result = await this.transport.endImpersonation();
    runInAction(() => {
      this.isLoading = false;
    });
    if (!result.ok) {
      runInAction(() => {
        if (result.error.statusCode === 401) this.clearSession();
        else this.error = result.error;
      });
      return false;
    }
    if (!result.data.restored) {
      runInAction(() => this.clearSession());
      return false;
    }
    await this.loadCurrentUser();
    return this.user !== null;
  }

  /** The answer of GET /v1/users/me/session (SPEC §3 Session response). */
  setHandOff(token: string, siteApplication: SiteApplication): void {
    this.token = token;
    this.siteApplication = siteApplication;
  }

  setUser(user: PortalUser): void {
    this.user = user;
  }

  /** A call other than authentication answered 401 (SPEC §4): the session is over. */
  handleUnauthorized(): void {
    this.clearSession();
  }

  /**
   * A call answered 403 PASSWORD_CHANGE_REQUIRED (ADR 0236): the user must change a temporary
   * password first. Marking the user so sends every page of the signed-in area to /password/update.
   */
  handlePasswordChangeRequired(): void {
    if (this.user) this.user = { ...this.user, is_force_reset_password: true };
    else void this.loadCurrentUser();
  }

  clearError(): void {
    this.error = null;
  }

  private clearSession(): void {
    this.user = null;
    this.impersonator = null;
    this.token = null;
    this.siteApplication = null;
    this.needVerify = false;
    this.hasLoaded = true;
  }
}
