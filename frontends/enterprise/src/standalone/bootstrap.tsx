import { startStandalone } from '@weather/ui/standalone';
import { ENTERPRISE_NAMESPACE, enterpriseCatalogues } from '../i18n/enterprise-catalogues';
import { ENTERPRISE_PATHS, createRoutes } from '../routes';

/** `npm run dev -w @weather/enterprise`: the remote served and run by itself, for its own team. */
const container = document.getElementById('root');
if (container) void startStandalone(container, {
  namespace: ENTERPRISE_NAMESPACE,
  catalogues: enterpriseCatalogues,
  createRoutes,
  homePath: ENTERPRISE_PATHS.enterprise,
});
