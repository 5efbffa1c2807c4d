/**
 * The gate's weight reference (docs/adr/0401): the shell's own /login, with the same providers,
 * stores, router, i18n, API client and libraries, bundled as a plain single-page app without module
 * federation. The bench builds it with the shell's webpack function (`createPortalConfig({
 * federation: false })`), so the ratio against the real /login is the cost of federation and of the
 * shared set, nothing else. It imports the shell's sources rather than copying them, so it cannot
 * drift from the page it stands for.
 */
import { createApiClient } from '@weather/api-client';
import { PortalProviders, createI18n, registerCatalogues } from '@weather/ui';
import { BrowserRouter, Route, Routes } from '@weather/ui/router';
import { createRoot } from 'react-dom/client';
import { ShellServicesProvider } from '../../../frontends/shell/src/app/shell-services';
import { fetchJson } from '../../../frontends/shell/src/config/fetch-json';
import { loadRuntimeConfig } from '../../../frontends/shell/src/config/runtime-config';
import { SHELL_NAMESPACE, shellCatalogues } from '../../../frontends/shell/src/i18n/shell-catalogues';
import { LoginPage } from '../../../frontends/shell/src/pages/login/LoginPage';
import { PublicOnly } from '../../../frontends/shell/src/routes/PublicOnly';
import { RootStore } from '../../../frontends/shell/src/stores/RootStore';
import { StoresProvider } from '../../../frontends/shell/src/stores/stores-context';
import { createApiSessionTransport } from '../../../frontends/shell/src/transport/api-session-transport';

const noRemotes = { loadRoutes: () => Promise.resolve([]), retry: () => undefined };

async function start(container: HTMLElement): Promise<void> {
  const i18n = createI18n();
  registerCatalogues(i18n, SHELL_NAMESPACE, shellCatalogues);
  const config = await loadRuntimeConfig(fetchJson);
  let rootStore: RootStore | null = null;
  const client = createApiClient({ baseUrl: config.apiUrl, onUnauthorized: () => rootStore?.sessionStore.handleUnauthorized() });
  rootStore = new RootStore(createApiSessionTransport(client));
  createRoot(container).render(
    <PortalProviders i18n={i18n}>
      <StoresProvider rootStore={rootStore}>
        <ShellServicesProvider services={{ config, remotes: [], remoteLoader: noRemotes }}>
          <BrowserRouter>
            <Routes>
              <Route
                path="*"
                element={
                  <PublicOnly>
                    <LoginPage />
                  </PublicOnly>
                }
              />
            </Routes>
          </BrowserRouter>
        </ShellServicesProvider>
      </StoresProvider>
    </PortalProviders>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
