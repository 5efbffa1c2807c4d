import type { ApiErrorBody } from '@weather/api-client';
import { limits } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { CaptchaSettings, RegistrationRequest, RegistrationTransport } from '../transport/registration-transport';
import type { MagicCodeStore } from './MagicCodeStore';

export type Wait = (milliseconds: number) => Promise<void>;

const wait: Wait = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The sign-up pages' state (SPEC §4 registration): the captcha to show, the submit after its
 * 1 second delay, then the code modal (needVerify); a refusal is kept for the notification, renews
 * the captcha (a solution works once) and, for a 403, sends the person home.
 */
export class RegistrationStore {
  captcha: CaptchaSettings | null = null;
  captchaError: ApiErrorBody | null = null;
  /** Changes after every refused submit: the page renders a fresh captcha for each value. */
  captchaVersion = 0;
  isSubmitting = false;
  error: ApiErrorBody | null = null;
  /** The last refusal was a 403: the page goes to /. */
  forbidden = false;

  constructor(
    private readonly transport: Pick<RegistrationTransport, 'getCaptchaSettings' | 'register'>,
    private readonly magicCodeStore: Pick<MagicCodeStore, 'open'>,
    private readonly delay: Wait = wait,
  ) {
    makeAutoObservable<RegistrationStore, 'transport' | 'magicCodeStore' | 'delay'>(this, { transport: false, magicCodeStore: false, delay: false });
  }

  async loadCaptcha(): Promise<void> {
    if (this.captcha) return;
    this.captchaError = null;
    const result = await this.transport.getCaptchaSettings();
    runInAction(() => {
      if (result.ok) this.captcha = result.data;
      else this.captchaError = result.error;
    });
  }

  /** Submits after the spec's delay; true when the code modal opened. */
  async submit(request: RegistrationRequest): Promise<boolean> {
    if (this.isSubmitting) return false;
    this.isSubmitting = true;
    this.error = null;
    this.forbidden = false;
    await this.delay(limits.REGISTRATION_SUBMIT_DELAY_MS);
    const result = await this.transport.register(request);
    return runInAction(() => {
      this.isSubmitting = false;
      if (result.ok) {
        const extras = request.is_collaborate_self_register ? { is_collaborate_self_register: true } : {};
        this.magicCodeStore.open(result.data.email, 'verify', request.client_id ?? null, extras);
        return true;
      }
      this.error = result.error;
      this.forbidden = result.error.statusCode === 403;
      this.captchaVersion += 1;
      return false;
    });
  }

  clearError(): void {
    this.error = null;
  }
}
