import { createApiClient } from '@weather/api-client';
import { createRoot } from 'react-dom/client';
import type { RemoteRoutesModule, PortalHost } from '../federation/portal-host';
import { type Catalogues, registerCatalogues } from '../i18n/catalogue';
import { createI18n } from '../i18n/create-i18n';
import { NotificationsHost } from '../notifications/NotificationsHost';
import { PortalProviders } from '../providers/PortalProviders';
import { BrowserRouter } from '../router/index';
import { parseStandaloneConfig } from './standalone-config';
import { StandaloneApp } from './StandaloneApp';
import { StandaloneSession } from './standalone-session';

export interface StandaloneRemote<T extends object> {
  /** The remote's i18n namespace and catalogues (they hold its `standalone.*` texts). */
  namespace: string;
  catalogues: Catalogues<T>;
  createRoutes: RemoteRoutesModule['createRoutes'];
  /** Where an unknown path goes. */
  homePath: string;
}

/**
 * `npm run dev -w <remote>`: the remote served and run by itself, for its own team, with the user
 * the portal signed in (read through the dev server's proxy) and the address from /config.json.
 */
export async function startStandalone<T extends object>(container: HTMLElement, remote: StandaloneRemote<T>): Promise<void> {
  const i18n = createI18n();
  registerCatalogues(i18n, remote.namespace, remote.catalogues);
  const response = await fetch('/config.json', { cache: 'no-store' });
  const config = parseStandaloneConfig(await response.json());
  let session: StandaloneSession | null = null;
  const client = createApiClient({ baseUrl: config.apiUrl, onUnauthorized: () => session?.handleUnauthorized() });
  session = StandaloneSession.overClient(client);
  const host: PortalHost = { apiUrl: config.apiUrl, i18n, session };
  createRoot(container).render(
    <PortalProviders i18n={i18n}>
      <BrowserRouter>
        <StandaloneApp
          session={session}
          routes={remote.createRoutes(host)}
          portalUrl={config.portalUrl}
          namespace={remote.namespace}
          homePath={remote.homePath}
        />
      </BrowserRouter>
      {/* Alone, the remote has no shell layout to hold the page's toaster. */}
      <NotificationsHost />
    </PortalProviders>,
  );
}
