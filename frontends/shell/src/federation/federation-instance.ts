import { createInstance } from '@module-federation/enhanced/runtime';
import type { FederationRuntime } from './remote-loader';
import { remoteUnavailablePlugin } from './remote-unavailable-plugin';
import { sharedModules } from './shared-modules';

/** One package of the shared set as the build saw it (packages/ui/webpack/shared-dependencies.mjs). */
export interface SharedVersion {
  version: string;
  requiredVersion: string;
  singleton: boolean;
}

// Filled by the portal's webpack configuration (DefinePlugin) from the installed packages.
declare const __PORTAL_SHARED__: Record<string, SharedVersion>;

/** What the shell puts in the share scope: its own module of each package, loaded already. */
export function sharedOffer(shared: Record<string, SharedVersion>, modules: Readonly<Record<string, object>> = sharedModules) {
  return Object.fromEntries(
    Object.entries(shared).map(([request, { version, requiredVersion, singleton }]) => {
      const module = modules[request];
      if (!module) throw new Error(`The shell has no module for the shared package ${request}`);
      return [request, { version, lib: () => module, loaded: true, shareConfig: { singleton, requiredVersion } }];
    }),
  );
}

/**
 * The federation runtime, created when the first remote loads (docs/adr/0422): the shell offers its
 * own loaded modules (`lib`, `loaded`), so the remotes find them in the share scope and take them
 * ('loaded-first') instead of fetching their own.
 */
export function createFederationRuntime(shared: Record<string, SharedVersion> = __PORTAL_SHARED__): FederationRuntime {
  const instance = createInstance({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    plugins: [remoteUnavailablePlugin()],
    shared: sharedOffer(shared),
  });
  return {
    registerRemotes: (remotes, options) => instance.registerRemotes(remotes, options),
    loadRemote: (id) => instance.loadRemote(id),
  };
}
