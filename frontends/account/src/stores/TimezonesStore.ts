import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport, Timezone } from '../transport/account-transport';

/** Every IANA time zone the API knows, loaded once for the time zone autocomplete. */
export class TimezonesStore {
  timezones: Timezone[] = [];
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;

  constructor(private readonly transport: AccountTransport) {
    makeAutoObservable<TimezonesStore, 'transport'>(this, { transport: false });
  }

  async load(): Promise<void> {
    if (this.hasLoaded || this.isLoading) return;
    this.isLoading = true;
    this.error = null;
    const result = await this.transport.getAllTimezones();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        this.timezones = result.data;
        this.hasLoaded = true;
      } else {
        this.error = result.error;
      }
    });
  }

  nameOf(id: number | null): string {
    if (id === null) return '';
    return this.timezones.find((timezone) => timezone.id === id)?.name ?? '';
  }
}

/** "new york" finds America/New_York: case and underscores do not matter. */
export function matchesTimezone(name: string, query: string): boolean {
  const normalize = (text: string) => text.toLowerCase().replace(/[_/]+/g, ' ').replace(/\s+/g, ' ').trim();
  const wanted = normalize(query);
  return wanted === '' || normalize(name).includes(wanted);
}
