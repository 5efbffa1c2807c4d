import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from '../config/runtime-config';
import type { RemoteLoader } from '../federation/remote-loader';
import type { RemoteDefinition } from '../federation/remote-manifest';
import type { HandOffRedirect } from '../transport/hand-off-transport';

/** What the shell learned at start: run-time config and the remotes with their loader. */
export interface ShellServices {
  config: RuntimeConfig;
  remotes: readonly RemoteDefinition[];
  remoteLoader: Pick<RemoteLoader, 'loadRoutes' | 'retry'>;
  /** Opens a page outside the portal (an external login provider); `location.assign` by default. */
  leavePortal?: (url: string) => void;
  /** Takes the person to an application with a session token; `followRedirect` by default. */
  followRedirect?: (redirect: HandOffRedirect) => void;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices() needs a <ShellServicesProvider> above it');
  return services;
}
