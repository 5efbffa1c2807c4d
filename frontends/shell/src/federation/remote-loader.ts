import type { PortalHost, RemoteRoutesModule } from '@weather/ui';
import type { RouteObject } from '@weather/ui/router';
import { RETRY_DELAYS_MS, withRetries } from '../chunks/with-retries';
import type { RemoteDefinition } from './remote-manifest';
import { isUnavailableRemote, unavailableReason } from './remote-unavailable-plugin';

/** The part of the federation runtime the loader uses (`@module-federation/enhanced/runtime`). */
export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';

  constructor(
    readonly remoteName: string,
    options?: { cause?: unknown },
  ) {
    super(`The ${remoteName} remote could not be loaded`, options);
  }
}

/** The exposed module every remote offers (see RemoteRoutesModule in @weather/ui). */
export const REMOTE_ROUTES_EXPOSE = 'routes';

export interface RemoteLoaderOptions {
  /** The waits between tries (RETRY_DELAYS_MS; tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/**
 * Loads each remote's routes the first time one of its paths opens, once, with bounded retries
 * (chunks/with-retries.ts).
 * A failed load stays failed until Retry (`retry`): React re-renders a component whose promise
 * settled, and a loader that forgot the failure would start a new download on every render, a storm
 * of requests against a server that is already failing (issue 31: 167 a second).
 */
export class RemoteLoader {
  private readonly routes = new Map<string, Promise<RouteObject[]>>();
  private readonly byName: Map<string, RemoteDefinition>;
  private readonly retryDelaysMs: readonly number[];

  constructor(
    private readonly runtime: FederationRuntime,
    remotes: readonly RemoteDefinition[],
    private readonly host: PortalHost,
    options: RemoteLoaderOptions = {},
  ) {
    this.byName = new Map(remotes.map((remote) => [remote.name, remote]));
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
    runtime.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  /** The same promise for every caller, fulfilled or failed, until `retry`: React's `use` suspends or throws on it. */
  loadRoutes(name: string): Promise<RouteObject[]> {
    let loading = this.routes.get(name);
    if (!loading) {
      loading = this.fetchRoutes(name);
      this.routes.set(name, loading);
    }
    return loading;
  }

  /** The person asked again: drops the failure and what the runtime remembers of the remote, so the next load starts afresh. */
  retry(name: string): void {
    this.routes.delete(name);
    this.forget(name);
  }

  private forget(name: string): void {
    const remote = this.byName.get(name);
    if (remote) this.runtime.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }

  /** Up to 3 tries (RETRY_DELAYS_MS), the runtime told to forget the failed entry before each new one. */
  private async fetchRoutes(name: string): Promise<RouteObject[]> {
    if (!this.byName.has(name)) throw new RemoteUnavailableError(name);
    return withRetries(() => this.fetchOnce(name), {
      delaysMs: this.retryDelaysMs,
      beforeRetry: () => this.forget(name),
      shouldRetry: (error) => error instanceof RemoteUnavailableError,
    });
  }

  /** One try: the remote's module, or RemoteUnavailableError. Its createRoutes failing is not a load failure and is not tried again. */
  private async fetchOnce(name: string): Promise<RouteObject[]> {
    let module: unknown;
    try {
      module = await this.runtime.loadRemote<RemoteRoutesModule>(`${name}/${REMOTE_ROUTES_EXPOSE}`);
    } catch (error) {
      throw new RemoteUnavailableError(name, { cause: error });
    }
    if (isUnavailableRemote(module)) throw new RemoteUnavailableError(name, { cause: unavailableReason(module).error });
    if (!isRemoteRoutesModule(module)) throw new RemoteUnavailableError(name, { cause: new Error('no createRoutes export') });
    return module.createRoutes(this.host);
  }
}

function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && typeof (value as RemoteRoutesModule).createRoutes === 'function';
}
