import type { PortalHost, RemoteRoutesModule } from '@weather/ui';
import type { RouteObject } from '@weather/ui/router';
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

/**
 * Loads each remote's routes the first time one of its paths opens, once; a failed load is
 * forgotten so that Retry fetches the remote again (a redeployed remote, a server back up).
 */
export class RemoteLoader {
  private readonly routes = new Map<string, Promise<RouteObject[]>>();
  private readonly byName: Map<string, RemoteDefinition>;

  constructor(
    private readonly runtime: FederationRuntime,
    remotes: readonly RemoteDefinition[],
    private readonly host: PortalHost,
  ) {
    this.byName = new Map(remotes.map((remote) => [remote.name, remote]));
    runtime.registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  }

  /** The same promise for every caller until it fails, so React's `use` can suspend on it. */
  loadRoutes(name: string): Promise<RouteObject[]> {
    let loading = this.routes.get(name);
    if (!loading) {
      loading = this.fetchRoutes(name);
      this.routes.set(name, loading);
      loading.catch(() => this.routes.delete(name));
    }
    return loading;
  }

  /** Drops what the runtime remembers of a failed remote, so the next load starts afresh. */
  retry(name: string): void {
    const remote = this.byName.get(name);
    this.routes.delete(name);
    if (remote) this.runtime.registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  }

  private async fetchRoutes(name: string): Promise<RouteObject[]> {
    if (!this.byName.has(name)) throw new RemoteUnavailableError(name);
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
