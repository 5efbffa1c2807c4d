import { startStandalone } from '@weather/ui/standalone';
import { ACCOUNT_NAMESPACE, accountCatalogues } from '../i18n/account-catalogues';
import { ACCOUNT_PATHS, createRoutes } from '../routes';

/** `npm run dev -w @weather/account`: the remote served and run by itself, for its own team. */
const container = document.getElementById('root');
if (container) void startStandalone(container, { namespace: ACCOUNT_NAMESPACE, catalogues: accountCatalogues, createRoutes, homePath: ACCOUNT_PATHS.profile });
