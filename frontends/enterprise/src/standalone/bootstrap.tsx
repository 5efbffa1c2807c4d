import { createApiClient } from '@weather/api-client';
import { NotificationsHost, type PortalHost, PortalProviders, createI18n, registerCatalogues } from '@weather/ui';
import { BrowserRouter } from '@weather/ui/router';
import { createRoot } from 'react-dom/client';
import { ENTERPRISE_NAMESPACE, enterpriseCatalogues } from '../i18n/enterprise-catalogues';
import { createRoutes } from '../routes';
import { parseStandaloneConfig } from './standalone-config';
import { StandaloneSession } from './standalone-session';
import { StandaloneApp } from './StandaloneApp';

/** `npm run dev -w @weather/enterprise`: the remote served and run by itself, for its own team. */
async function start(container: HTMLElement): Promise<void> {
  const i18n = createI18n();
  registerCatalogues(i18n, ENTERPRISE_NAMESPACE, enterpriseCatalogues);
  const response = await fetch('/config.json', { cache: 'no-store' });
  const config = parseStandaloneConfig(await response.json());
  let session: StandaloneSession | null = null;
  const client = createApiClient({ baseUrl: config.apiUrl, onUnauthorized: () => session?.handleUnauthorized() });
  session = StandaloneSession.overClient(client);
  const host: PortalHost = { apiUrl: config.apiUrl, i18n, session };
  createRoot(container).render(
    <PortalProviders i18n={i18n}>
      <BrowserRouter>
        <StandaloneApp session={session} routes={createRoutes(host)} portalUrl={config.portalUrl} />
      </BrowserRouter>
      {/* Alone, the remote has no shell layout to hold the page's toaster. */}
      <NotificationsHost />
    </PortalProviders>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
