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

  constructor(private readonly transport: ConsentTransport) {
    makeAutoObservable<ConsentStore, 'transport'>(this, { transport: false });
  }

  async load(interaction: string): Promise<void> {
    this.isLoading = true;
    this.error = null;
    this.request = null;
    this.redirectTo = null;
    const result = await this.transport.getConsent(interaction);
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) this.request = result.data;
      else this.error = result.error;
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
