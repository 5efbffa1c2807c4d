import type { FederationRuntime } from './remote-loader';

type Remote = Parameters<FederationRuntime['registerRemotes']>[0][number];

/**
 * The federation runtime behind a promise: its code (about 26 KiB gzip) is fetched with the first
 * remote, not with /login (docs/adr/0422). The remotes registered before it starts are handed to it then.
 */
export class LazyFederationRuntime implements FederationRuntime {
  private runtime: Promise<FederationRuntime> | null = null;
  private readonly remotes = new Map<string, Remote>();

  constructor(private readonly start: () => Promise<FederationRuntime>) {}

  registerRemotes(remotes: Remote[], options?: { force?: boolean }): void {
    for (const remote of remotes) this.remotes.set(remote.name, remote);
    // Once started (or starting), the runtime hears of it in order, before any later load.
    if (this.runtime) void this.runtime.then((runtime) => runtime.registerRemotes(remotes, options), () => undefined);
  }

  async loadRemote<T>(id: string): Promise<T | null> {
    return (await this.started()).loadRemote<T>(id);
  }

  private started(): Promise<FederationRuntime> {
    if (!this.runtime) {
      const starting = this.start().then((runtime) => {
        runtime.registerRemotes([...this.remotes.values()]);
        return runtime;
      });
      // A start whose chunk did not load is tried again by the next load (the loader's retries).
      starting.catch(() => {
        if (this.runtime === starting) this.runtime = null;
      });
      this.runtime = starting;
    }
    return this.runtime;
  }
}

/** The shell's runtime: its module is a chunk of its own, fetched with the first remote. */
export function lazyFederationRuntime(): FederationRuntime {
  return new LazyFederationRuntime(async () => (await import('./federation-instance')).createFederationRuntime());
}
