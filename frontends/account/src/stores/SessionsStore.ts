import type { ApiErrorBody } from '@weather/api-client';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountTransport, OwnSession } from '../transport/account-transport';

/** The user's browser sessions (beyond the spec, like an identity console's "Signed-in devices"). */
export class SessionsStore {
  sessions: OwnSession[] = [];
  isLoading = false;
  hasLoaded = false;
  error: ApiErrorBody | null = null;
  /** Sessions being ended, so their buttons wait. */
  ending = new Set<number>();
  isEndingOthers = false;

  constructor(private readonly transport: AccountTransport) {
    makeAutoObservable<SessionsStore, 'transport'>(this, { transport: false });
  }

  get others(): OwnSession[] {
    return this.sessions.filter((session) => !session.current);
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    const result = await this.transport.listSessions();
    runInAction(() => {
      this.isLoading = false;
      if (result.ok) {
        // This device first, then the most recently used.
        this.sessions = [...result.data].sort((a, b) => Number(b.current) - Number(a.current));
        this.hasLoaded = true;
      } else {
        this.error = result.error;
      }
    });
  }

  /** Ends one session; true when it is gone (also when it had already ended). */
  async end(id: number): Promise<boolean> {
    this.ending.add(id);
    const result = await this.transport.endSession(id);
    const gone = result.ok || result.error.statusCode === 404;
    runInAction(() => {
      this.ending.delete(id);
      if (gone) this.sessions = this.sessions.filter((session) => session.id !== id);
    });
    return gone;
  }

  async endOthers(): Promise<boolean> {
    this.isEndingOthers = true;
    const result = await this.transport.endOtherSessions();
    runInAction(() => {
      this.isEndingOthers = false;
      if (result.ok) this.sessions = this.sessions.filter((session) => session.current);
    });
    return result.ok;
  }
}
