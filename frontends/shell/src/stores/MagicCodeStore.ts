import type { ApiErrorBody } from '@weather/api-client';
import { normalizeMagicCode } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MagicCodeRequest, SignInTransport } from '../transport/sign-in-transport';
import type { SessionStore } from './SessionStore';

/**
 * Why the code modal is open: `sign-in` (the person asked for a code instead of a password) or
 * `verify` (a right password on an unverified email, SPEC §4 step 2). New codes come from
 * POST /v1/users/forgot and POST /v1/users/rewelcome respectively.
 */
export type MagicCodePurpose = 'sign-in' | 'verify';

/** The magic verification-code modal of /login (SPEC §2, §4, §5). */
export class MagicCodeStore {
  isOpen = false;
  /** Closed but still animating out: its focus trap still hides the rest of the page. */
  isClosing = false;
  email = '';
  purpose: MagicCodePurpose = 'sign-in';
  clientId: string | null = null;
  /** Sent with the code: the embedded sign-up marks its verification (is_collaborate_self_register). */
  extras: Pick<MagicCodeRequest, 'is_collaborate_self_register'> = {};
  isVerifying = false;
  isRequesting = false;
  /** A new code was mailed since the modal opened with the last one. */
  newCodeSent = false;
  error: ApiErrorBody | null = null;

  constructor(
    private readonly transport: Pick<SignInTransport, 'verifyMagicCode' | 'forgotPassword' | 'rewelcome'>,
    private readonly sessionStore: SessionStore,
  ) {
    makeAutoObservable<MagicCodeStore, 'transport' | 'sessionStore'>(this, { transport: false, sessionStore: false });
  }

  /** Opens the modal for a code already mailed to `email`. */
  open(email: string, purpose: MagicCodePurpose, clientId: string | null = null, extras: MagicCodeStore['extras'] = {}): void {
    this.isOpen = true;
    this.email = email;
    this.purpose = purpose;
    this.clientId = clientId;
    this.extras = extras;
    this.newCodeSent = false;
    this.error = null;
  }

  close(): void {
    if (this.isOpen) this.isClosing = true;
    this.isOpen = false;
    this.error = null;
  }

  /** The modal's exit animation ended: the page around it is the page again. */
  closed(): void {
    this.isClosing = false;
  }

  /** Mails a code for signing in (the magic code links) and opens the modal; false when refused. */
  async requestSignInCode(email: string, clientId: string | null = null): Promise<boolean> {
    this.isRequesting = true;
    this.error = null;
    const result = await this.transport.forgotPassword({ email, resetPassword: false });
    runInAction(() => {
      this.isRequesting = false;
      if (result.ok) this.open(email, 'sign-in', clientId);
      else this.error = result.error;
    });
    return result.ok;
  }

  /** Request new code: the latest code is the only valid one. */
  async requestNewCode(): Promise<void> {
    this.isRequesting = true;
    this.error = null;
    this.newCodeSent = false;
    const result =
      this.purpose === 'verify'
        ? await this.transport.rewelcome({ email: this.email, ...(this.clientId ? { clientId: this.clientId } : {}) })
        : await this.transport.forgotPassword({ email: this.email, resetPassword: false });
    runInAction(() => {
      this.isRequesting = false;
      if (result.ok) this.newCodeSent = true;
      else this.error = result.error;
    });
  }

  /** PATCH /v1/users/{email} with the code; a right code opens the session. */
  async verify(code: string): Promise<boolean> {
    this.isVerifying = true;
    this.error = null;
    // The client encodes the path: the email is the key as it is.
    const result = await this.transport.verifyMagicCode(this.email, {
      email: this.email,
      magic_code: normalizeMagicCode(code),
      ...this.extras,
    });
    if (!result.ok) {
      runInAction(() => {
        this.isVerifying = false;
        this.error = result.error;
      });
      return false;
    }
    // A user with a second factor gets no session yet: the sign-in page goes on to the second step.
    // The modal closes first, so that its focus trap (aria-hidden on the rest) is undone before the
    // page changes under it.
    if (result.data.second_step) runInAction(() => this.close());
    await this.sessionStore.signedInByCode(result.data);
    runInAction(() => {
      this.isVerifying = false;
      this.isOpen = false;
    });
    return true;
  }

  clearError(): void {
    this.error = null;
  }
}
