/** Failures counted under one key (an account or an address) until a quiet spell ends the window. */
export interface FailureWindow {
  failures: number;
  lastFailureAt: Date;
  /** When the window, and with it the count, ends: `windowSeconds` after the last failure. */
  endsAt: Date;
}

/**
 * Where failed sign-ins are counted. The memory store serves one instance; a shared store (Redis)
 * can implement the same interface when the service runs on several (docs/adr/0202).
 */
export abstract class LoginAttemptStore {
  /** The current window of the key, or null when it has none (or it ended). */
  abstract current(key: string, now: Date): Promise<FailureWindow | null>;
  /** Counts one failure; the window (opened if none is) then ends `windowSeconds` from now. */
  abstract recordFailure(key: string, now: Date, windowSeconds: number): Promise<FailureWindow>;
  abstract clear(key: string): Promise<void>;
}

/** Counts in this process's memory; ended windows are swept as new failures arrive. */
export class MemoryLoginAttemptStore extends LoginAttemptStore {
  private readonly windows = new Map<string, FailureWindow>();
  private static readonly SWEEP_SIZE = 10_000;

  async current(key: string, now: Date): Promise<FailureWindow | null> {
    const window = this.windows.get(key);
    if (!window) return null;
    if (window.endsAt <= now) {
      this.windows.delete(key);
      return null;
    }
    return { ...window };
  }

  async recordFailure(key: string, now: Date, windowSeconds: number): Promise<FailureWindow> {
    if (this.windows.size >= MemoryLoginAttemptStore.SWEEP_SIZE) this.sweep(now);
    const open = await this.current(key, now);
    const window = { failures: (open?.failures ?? 0) + 1, lastFailureAt: now, endsAt: new Date(now.getTime() + windowSeconds * 1000) };
    this.windows.set(key, window);
    return { ...window };
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: Date): void {
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
  }
}
