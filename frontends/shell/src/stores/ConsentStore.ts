import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ConsentRequest, ConsentTransport } from '../transport/consent-transport';

/**
 * /consent (docs/adr/0802): what a third-party application asks of the signed-in user, and the
 * answer. `redirectTo` is where the whole window goes once answered; one answer per page.
 */
export class ConsentStore {
  request: ConsentRequest | null = null;
  isLoading = false;
  isDeciding = false;
  error: ApiErrorBody | null = null;
  redirectTo: string | null = null;

  /** A newer load or refresh makes the answer of an older one void. */
  private loadRequest = 0;

  constructor(private readonly transport: ConsentTransport) {
    makeAutoObservable<ConsentStore, 'transport' | 'loadRequest'>(this, { transport: false, loadRequest: false });
  }

  async load(interaction: string): Promise<void> {
    const request = ++this.loadRequest;
    this.isLoading = true;
    this.error = null;
    this.request = null;
    this.redirectTo = null;
    const result = await this.transport.getConsent(interaction);
    if (request !== this.loadRequest) return;
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) this.request = result.data;
      else this.error = result.error;
    });
  }

  /**
   * The request again, in the language now shown (docs/adr/1005: the API names the application in
   * it). The page keeps showing the request until the answer replaces it. Nothing once a decision is
   * under way or taken: the interaction is answered then, and asking again would say it has expired.
   * A failed refresh leaves the request shown, which can still be answered.
   */
  async refresh(interaction: string): Promise<void> {
    if (this.isDeciding || this.redirectTo) return;
    if (!this.request) return this.load(interaction);
    const request = ++this.loadRequest;
    const result = await this.transport.getConsent(interaction);
    runInAction(() => {
      if (request === this.loadRequest && result.ok && !this.isDeciding && !this.redirectTo) this.request = result.data;
    });
  }

  async decide(interaction: string, allow: boolean): Promise<void> {
    if (this.isDeciding || this.redirectTo) return;
    this.isDeciding = true;
    this.error = null;
    const result = await this.transport.decideConsent(interaction, allow);
    runInAction(() => {
      this.isDeciding = false;
      if (result.ok) this.redirectTo = result.data.redirect_to;
      else this.error = result.error;
    });
  }
}
