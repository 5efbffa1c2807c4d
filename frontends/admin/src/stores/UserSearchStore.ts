import type { ApiErrorBody } from '@weather/api-client';
import type { ApiResult, PortalUser } from '@weather/ui';
import { limits } from '@weather/validation';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminTransport, FoundUser } from '../transport/admin-transport';

/**
 * The search of /impersonateUser (SPEC §2, §9): the typed text is searched 100 ms after the last
 * keystroke, 20 users a page; Load more appends the next page, each user once.
 */
export class UserSearchStore {
  text = '';
  users: FoundUser[] = [];
  /** x-result-total-count of the current search. */
  total = 0;
  /** Where the next page starts: the last page's offset plus its limit. */
  nextOffset = 0;
  isSearching = false;
  /** True once an answer for the current text arrived: only then can "No users found" be said. */
  hasSearched = false;
  error: ApiErrorBody | null = null;
  selected: FoundUser | null = null;
  isImpersonating = false;
  isResettingSecondFactors = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Numbers each request, so an answer for an older text never overwrites a newer one. */
  private request = 0;

  constructor(private readonly transport: AdminTransport) {
    makeAutoObservable<UserSearchStore, 'transport' | 'timer' | 'request'>(this, { transport: false, timer: false, request: false });
  }

  get hasMore(): boolean {
    return this.hasSearched && this.nextOffset < this.total;
  }

  get noUsersFound(): boolean {
    return this.hasSearched && !this.isSearching && this.error === null && this.users.length === 0;
  }

  /** A new text: a fresh search once the typing pauses; a blank box clears the list. */
  setText(text: string): void {
    this.text = text;
    this.selected = null;
    this.cancelPending();
    this.request += 1;
    this.users = [];
    this.total = 0;
    this.nextOffset = 0;
    this.hasSearched = false;
    this.error = null;
    if (text.trim() === '') {
      this.isSearching = false;
      return;
    }
    this.isSearching = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.fetchPage(0);
    }, limits.USER_SEARCH_DEBOUNCE_MS);
  }

  async loadMore(): Promise<void> {
    if (!this.hasMore || this.isSearching) return;
    await this.fetchPage(this.nextOffset);
  }

  select(userId: number | null): void {
    this.selected = this.users.find((user) => user.id === userId) ?? null;
  }

  /** POST /auth/impersonate for the chosen user; the caller then sends the browser to the launcher. */
  async impersonate(): Promise<ApiResult<PortalUser>> {
    const user = this.selected;
    if (!user) throw new Error('impersonate() needs a chosen user');
    this.isImpersonating = true;
    const result = await this.transport.impersonate(user.id, user.uuid);
    runInAction(() => {
      this.isImpersonating = false;
    });
    return result;
  }

  /** Removes every second factor of the chosen user (a lost phone or key); the user is mailed by the API. */
  async resetSecondFactors(): Promise<ApiResult<unknown>> {
    const user = this.selected;
    if (!user) throw new Error('resetSecondFactors() needs a chosen user');
    this.isResettingSecondFactors = true;
    const result = await this.transport.resetSecondFactors(user.id);
    runInAction(() => {
      this.isResettingSecondFactors = false;
    });
    return result;
  }

  /** The page is left: a pending search must not fire. */
  dispose(): void {
    this.cancelPending();
  }

  private cancelPending(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async fetchPage(offset: number): Promise<void> {
    const request = ++this.request;
    this.isSearching = true;
    const result = await this.transport.searchUsers(this.text.trim(), limits.USER_SEARCH_PAGE_SIZE, offset);
    if (request !== this.request) return;
    runInAction(() => {
      this.isSearching = false;
      this.hasSearched = true;
      if (!result.ok) {
        this.error = result.error;
        return;
      }
      const page = result.data;
      // Users added or removed between pages shift the rest: each user is listed once.
      const known = new Set(this.users.map((user) => user.id));
      this.users = [...this.users, ...page.users.filter((user) => !known.has(user.id))];
      this.total = page.total;
      this.nextOffset = page.offset + page.limit;
      this.error = null;
    });
  }
}
