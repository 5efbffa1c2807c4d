import type { ApiErrorBody } from '@weather/api-client';
import { type PortalUser, createI18n, registerCatalogues } from '@weather/ui';
import { MemoryRouter, type RouteObject, useLocation } from '@weather/ui/router';
import { renderInPortal } from '@weather/ui/testing';
import type { Language } from '@weather/ui';
import { type ShellServices, ShellServicesProvider } from '../app/shell-services';
import { ShellApp } from '../app/ShellApp';
import type { RemoteDefinition } from '../federation/remote-manifest';
import { SHELL_NAMESPACE, shellCatalogues } from '../i18n/shell-catalogues';
import { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/stores-context';
import type { HandOffRedirect } from '../transport/hand-off-transport';
import type { LoginProviderInfo } from '../transport/sign-in-transport';
import { FakeWebAuthn } from './fake-second-step-service';
import { FakeSessionTransport } from './fake-session-transport';

export const HELP_URL = 'https://help.weather.test';
export const API_URL = 'http://api.weather.test';

export interface RenderShellOptions {
  path?: string;
  /** The account the fake identity service knows; signed in already when `signedIn`. */
  account: PortalUser;
  password?: string;
  signedIn?: boolean;
  language?: Language;
  remotes?: RemoteDefinition[];
  remoteLoader?: ShellServices['remoteLoader'];
  failWith?: ApiErrorBody;
  /** Login providers other than LOCAL, by email. */
  providers?: Record<string, LoginProviderInfo>;
  leavePortal?: (url: string) => void;
  /** The browser's passkey prompts; by default a browser without WebAuthn, as jsdom is. */
  webAuthn?: FakeWebAuthn;
  /** Changes the fake service's catalogue or answers before the shell starts. */
  arrange?: (transport: FakeSessionTransport) => void;
}

/** Shows the current path, so a test can see where the shell navigated. */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

const noRemotes: ShellServices['remoteLoader'] = {
  loadRoutes: () => Promise.reject(new Error('no remote in this test')),
  retry: () => undefined,
};

/** The whole shell (routes, stores, providers) at a path, over an in-memory identity service. */
export function renderShell(options: RenderShellOptions) {
  const transport = new FakeSessionTransport(options.account, options.password);
  if (options.signedIn) transport.signedIn = options.account;
  if (options.failWith) transport.failWith = options.failWith;
  for (const [email, provider] of Object.entries(options.providers ?? {})) transport.providers.set(email, provider);
  options.arrange?.(transport);
  const webAuthn = options.webAuthn ?? Object.assign(new FakeWebAuthn(), { isSupported: false });
  const rootStore = new RootStore(transport, webAuthn);
  /** Where the shell sent the person with a session token (a real page would have left). */
  const followed: HandOffRedirect[] = [];
  const i18n = createI18n({ language: options.language ?? 'en', storage: null, document: null });
  registerCatalogues(i18n, SHELL_NAMESPACE, shellCatalogues);
  const services: ShellServices = {
    config: { apiUrl: API_URL, helpUrl: HELP_URL },
    remotes: options.remotes ?? [],
    remoteLoader: options.remoteLoader ?? noRemotes,
    leavePortal: options.leavePortal ?? (() => undefined),
    followRedirect: (redirect) => followed.push(redirect),
  };
  const result = renderInPortal(
    <StoresProvider rootStore={rootStore}>
      <ShellServicesProvider services={services}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <ShellApp />
          <LocationProbe />
        </MemoryRouter>
      </ShellServicesProvider>
    </StoresProvider>,
    { i18n },
  );
  return { ...result, transport, rootStore, followed, webAuthn };
}

/** A remote's routes as a loader would hand them over. */
export function remoteLoaderOf(...answers: Array<() => Promise<RouteObject[]>>): ShellServices['remoteLoader'] & {
  retry: jest.Mock;
  loadRoutes: jest.Mock;
} {
  let current: Promise<RouteObject[]> | null = null;
  return {
    loadRoutes: jest.fn(() => {
      current ??= (answers.shift() ?? (() => Promise.reject(new Error('no answer left'))))();
      return current;
    }),
    retry: jest.fn(() => {
      current = null;
    }),
  };
}
