import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const UNAVAILABLE = Symbol.for('weather.remote-unavailable');

/** What loadRemote answers instead of throwing when a remote's entry cannot be loaded. */
export interface UnavailableRemote {
  readonly [UNAVAILABLE]: { id: string; error: unknown };
}

export function isUnavailableRemote(value: unknown): value is UnavailableRemote {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

export function unavailableReason(value: UnavailableRemote): { id: string; error: unknown } {
  return value[UNAVAILABLE];
}

/**
 * Federation runtime plugin: when a remote's manifest or entry does not load (server down, 404,
 * broken script), loadRemote resolves to a marker instead of rejecting deep in the runtime. The
 * shell turns the marker into its retry message. Only the final `onLoad` stage answers: at earlier
 * stages the runtime would take the answer for a manifest.
 */
export function remoteUnavailablePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'weather-remote-unavailable',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      const marker: UnavailableRemote = { [UNAVAILABLE]: { id: args.id, error: args.error } };
      return marker;
    },
  };
}
