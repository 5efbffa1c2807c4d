import { createApiClient } from '@weather/api-client';
import { type PortalHost, PortalProviders } from '@weather/ui';
import { createI18nOnDemand } from '@weather/ui/languages';
import { createRoot } from 'react-dom/client';
import { Shell } from './app/Shell';
import { StartupFailed } from './app/StartupFailed';
import { fetchWithEarlySessionCheck } from './config/early-session-check';
import { loadRuntimeConfig } from './config/runtime-config';
import { fetchStartDocument } from './config/start-documents';
import { lazyFederationRuntime } from './federation/lazy-federation-runtime';
import { RemoteLoader } from './federation/remote-loader';
import { type RemoteDefinition, loadRemoteManifest } from './federation/remote-manifest';
import { SHELL_NAMESPACE, shellEn } from './i18n/shell-catalogues';
import { loadShellTexts } from './i18n/load-shell-texts';
import { followStoredLanguage } from './language/follow-stored-language';
import { unregisterServiceWorkers } from './service-worker/unregister-service-workers';
import { waitsForSessionCheck } from './routes/waits-for-session-check';
import { RootStore } from './stores/RootStore';
import { createApiSessionTransport } from './transport/api-session-transport';
import { createApiLanguageTransport } from './transport/language-transport';

/** A broken /remotes.json must not lock people out: the shell starts without remotes. */
async function loadRemotesOrNone(): Promise<RemoteDefinition[]> {
  try {
    return await loadRemoteManifest(fetchStartDocument);
  } catch (error) {
    console.error('remotes.json could not be loaded; starting without remotes', error);
    return [];
  }
}

export async function startShell(container: HTMLElement): Promise<void> {
  void unregisterServiceWorkers(navigator.serviceWorker);
  // English travels with the page; Italian is a chunk fetched before the first render when shown (issue 32).
  const i18n = await createI18nOnDemand({}, { english: { [SHELL_NAMESPACE]: shellEn }, load: loadShellTexts });
  const root = createRoot(container);

  let config;
  try {
    config = await loadRuntimeConfig(fetchStartDocument);
  } catch (error) {
    console.error('config.json could not be loaded', error);
    root.render(
      <PortalProviders i18n={i18n}>
        <StartupFailed onRetry={() => window.location.reload()} />
      </PortalProviders>,
    );
    return;
  }

  const remotes = await loadRemotesOrNone();
  // The store is created before the client that reports 401s to it.
  let rootStore: RootStore | null = null;
  const client = createApiClient({
    baseUrl: config.apiUrl,
    fetch: fetchWithEarlySessionCheck(),
    onUnauthorized: () => rootStore?.sessionStore.handleUnauthorized(),
    onPasswordChangeRequired: () => rootStore?.sessionStore.handlePasswordChangeRequired(),
  });
  rootStore = new RootStore(createApiSessionTransport(client, () => i18n.language));
  // The signed-in person's stored language wins over this browser's, and their choice is saved (docs/adr/0803).
  followStoredLanguage(rootStore.sessionStore, i18n, createApiLanguageTransport(client));
  // The sign-in pages show nothing before the session check answers: it starts now, not after the first render.
  if (waitsForSessionCheck(window.location.pathname)) void rootStore.sessionStore.ensureLoaded();
  const host: PortalHost = { apiUrl: config.apiUrl, i18n, session: rootStore.sessionStore };
  const remoteLoader = new RemoteLoader(lazyFederationRuntime(), remotes, host);

  root.render(<Shell i18n={i18n} rootStore={rootStore} services={{ config, remotes, remoteLoader }} />);
}
