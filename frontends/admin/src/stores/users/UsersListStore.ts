import type { ApiErrorBody } from '@weather/api-client';
import { limits } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminTransport, FoundUser } from '../../transport/admin-transport';

/**
 * The /users list (issue 30): GET /v1/users with the typed text (searched once the typing pauses,
 * as on /impersonateUser; a blank text lists everyone), one page of 20 at a time, Previous and Next.
 */
export class UsersListStore {
  text = '';
  users: FoundUser[] = [];
  total = 0;
  offset = 0;
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Numbers each request, so an answer for an older text or page never overwrites a newer one. */
  private request = 0;

  constructor(private readonly transport: AdminTransport) {
    makeAutoObservable<UsersListStore, 'transport' | 'timer' | 'request'>(this, { transport: false, timer: false, request: false });
  }

  get pageSize(): number {
    return limits.USER_SEARCH_PAGE_SIZE;
  }

  get hasPrevious(): boolean {
    return this.offset > 0;
  }

  get hasNext(): boolean {
    return this.offset + this.pageSize < this.total;
  }

  /** The first page for the current text, at once (the page opens). */
  async load(): Promise<void> {
    await this.fetch(0);
  }

  /** A new text: its first page once the typing pauses. */
  setText(text: string): void {
    this.text = text;
    this.cancelPending();
    this.request += 1;
    this.isLoading = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fetch(0);
    }, limits.USER_SEARCH_DEBOUNCE_MS);
  }

  async next(): Promise<void> {
    if (this.hasNext) await this.fetch(this.offset + this.pageSize);
  }

  async previous(): Promise<void> {
    if (this.hasPrevious) await this.fetch(Math.max(0, this.offset - this.pageSize));
  }

  dispose(): void {
    this.cancelPending();
  }

  private cancelPending(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async fetch(offset: number): Promise<void> {
    const request = ++this.request;
    this.isLoading = true;
    const result = await this.transport.searchUsers(this.text.trim(), this.pageSize, offset);
    if (request !== this.request) return;
    runInAction(() => {
      this.isLoading = false;
      this.hasLoaded = true;
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      this.error = null;
      this.users = result.data.users;
      this.total = result.data.total;
      this.offset = result.data.offset;
    });
  }
}
