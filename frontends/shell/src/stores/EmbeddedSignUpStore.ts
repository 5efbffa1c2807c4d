import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Eula, RegistrationRequest, RegistrationTransport } from '../transport/registration-transport';
import type { RegistrationStore } from './RegistrationStore';
import type { SessionStore } from './SessionStore';

/** What a submit of the embedded form led to. */
export type EmbeddedSubmitOutcome = 'login' | 'terms' | 'refused';

/**
 * The embedded collaboration sign-up (SPEC §4): an address with an account goes to sign-in
 * (skipRegister); otherwise the terms modal must be accepted, which records the moment; the
 * registration then runs by itself and the code modal opens. Once the code has signed the new user
 * in, the acceptance is posted (POST /v1/eula/collaborate).
 */
export class EmbeddedSignUpStore {
  eula: Eula | null = null;
  termsOpen = false;
  /** When the terms modal was accepted (ISO 8601). */
  acceptedAt: string | null = null;
  isChecking = false;
  error: ApiErrorBody | null = null;
  /** The acceptance was recorded for the signed-in user. */
  termsRecorded = false;

  private pending: RegistrationRequest | null = null;

  constructor(
    private readonly transport: Pick<RegistrationTransport, 'checkup' | 'getCollaborateEula' | 'acceptCollaborateEula'>,
    private readonly registrationStore: Pick<RegistrationStore, 'submit'>,
    private readonly sessionStore: Pick<SessionStore, 'user'>,
  ) {
    makeAutoObservable<EmbeddedSignUpStore, 'transport' | 'registrationStore' | 'sessionStore' | 'pending'>(this, {
      transport: false,
      registrationStore: false,
      sessionStore: false,
      pending: false,
    });
  }

  /** Checks the address first; a new one opens the terms modal. */
  async start(request: RegistrationRequest): Promise<EmbeddedSubmitOutcome> {
    this.isChecking = true;
    this.error = null;
    const checkup = await this.transport.checkup(request);
    if (!checkup.ok) return this.refuse(checkup.error);
    if (checkup.data.skipRegister) {
      runInAction(() => (this.isChecking = false));
      return 'login';
    }
    const eula = this.eula ? ({ ok: true, data: this.eula } as const) : await this.transport.getCollaborateEula();
    if (!eula.ok) return this.refuse(eula.error);
    runInAction(() => {
      this.isChecking = false;
      this.eula = eula.data;
      this.pending = { ...request, is_collaborate_self_register: true };
      this.termsOpen = true;
    });
    return 'terms';
  }

  /** Accepting the terms records the moment and registers at once (SPEC §4). */
  async acceptTerms(now: Date = new Date()): Promise<boolean> {
    const request = this.pending;
    if (!request) return false;
    this.acceptedAt = now.toISOString();
    this.termsOpen = false;
    this.pending = null;
    return this.registrationStore.submit(request);
  }

  declineTerms(): void {
    this.termsOpen = false;
    this.pending = null;
  }

  /** Posts the acceptance once the code has signed the new user in; true when recorded. */
  async recordAcceptance(): Promise<boolean> {
    const user = this.sessionStore.user;
    if (!user || !this.eula || !this.acceptedAt || this.termsRecorded) return this.termsRecorded;
    const result = await this.transport.acceptCollaborateEula({ id: user.id, eulaId: this.eula.id, eulaAcceptanceDateTime: this.acceptedAt });
    runInAction(() => {
      if (result.ok) this.termsRecorded = true;
      else this.error = result.error;
    });
    return result.ok;
  }

  private refuse(error: ApiErrorBody): EmbeddedSubmitOutcome {
    runInAction(() => {
      this.isChecking = false;
      this.error = error;
    });
    return 'refused';
  }
}
