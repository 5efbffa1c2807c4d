import { startStandalone } from '@weather/ui/standalone';
import { ADMIN_PATHS } from '../admin-paths';
import { ADMIN_NAMESPACE, adminCatalogues } from '../i18n/admin-catalogues';
import { createRoutes } from '../routes';

/** `npm run dev -w @weather/admin`: the remote served and run by itself, for its own team. */
const container = document.getElementById('root');
if (container) void startStandalone(container, {
  namespace: ADMIN_NAMESPACE,
  catalogues: adminCatalogues,
  createRoutes,
  homePath: ADMIN_PATHS.applications,
});
