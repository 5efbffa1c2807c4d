/**
 * The enterprise remote's exposed module `./routes` (RemoteRoutesModule of @weather/ui): the shell
 * mounts these under its layout and login check at the paths /remotes.json lists (`/enterprise`).
 */
import { createApiClient } from '@weather/api-client';
import { ACTIVITY_NAMESPACE, type PortalHost, type RemoteRoutesModule, activityCatalogues, registerCatalogues } from '@weather/ui';
import type { RouteObject } from '@weather/ui/router';
import { EnterpriseFrame } from './EnterpriseFrame';
import { ENTERPRISE_NAMESPACE, enterpriseCatalogues } from './i18n/enterprise-catalogues';
import { EnterprisePage } from './pages/enterprise/EnterprisePage';
import { EnterpriseRootStore } from './stores/EnterpriseRootStore';
import { createApiEnterpriseTransport } from './transport/api-enterprise-transport';

export const ENTERPRISE_PATHS = { enterprise: '/enterprise' } as const;

/** Typed by the contract the shell loads it by, so a mismatch fails this build. */
export const createRoutes: RemoteRoutesModule['createRoutes'] = (host: PortalHost): RouteObject[] => {
  registerCatalogues(host.i18n, ENTERPRISE_NAMESPACE, enterpriseCatalogues);
  // The shared audit viewer's texts (@weather/ui): the remotes that show it bring them, not the shell.
  registerCatalogues(host.i18n, ACTIVITY_NAMESPACE, activityCatalogues);
  const client = createApiClient({
    baseUrl: host.apiUrl,
    onUnauthorized: () => host.session.handleUnauthorized(),
    onPasswordChangeRequired: () => host.session.handlePasswordChangeRequired?.(),
  });
  const rootStore = new EnterpriseRootStore(createApiEnterpriseTransport(client), host.session, {
    copyText: (text) => navigator.clipboard.writeText(text),
    apiUrl: host.apiUrl,
  });
  return [
    {
      path: ENTERPRISE_PATHS.enterprise,
      element: (
        <EnterpriseFrame i18n={host.i18n} rootStore={rootStore}>
          <EnterprisePage />
        </EnterpriseFrame>
      ),
    },
  ];
};
