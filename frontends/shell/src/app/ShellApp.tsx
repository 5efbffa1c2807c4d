import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoutes } from '@weather/ui/router';
import { shellLeftLogin } from '../login-island/handover';
import { pagePath, paths } from '../routes/paths';
import { ChunkBoundary } from '../chunks/ChunkBoundary';
import { shellRoutes } from '../routes/shell-routes';
import { useShellServices } from './shell-services';

/** The route table of the shell, built once from the remotes of /remotes.json. */
export function ShellApp() {
  const { t } = useTranslation('shell');
  const { remotes } = useShellServices();
  const routes = useMemo(() => shellRoutes(remotes), [remotes]);

  useEffect(() => {
    document.title = t('appTitle');
  }, [t]);

  // The sign-in page's first paint (docs/adr/0424) steps aside when the shell goes elsewhere (a redirect).
  const { pathname } = useLocation();
  useEffect(() => {
    if (pagePath(pathname) !== paths.login) shellLeftLogin();
  }, [pathname]);

  // The last resort around every page: a chunk that does not arrive shows the retry message, never a blank page.
  return <ChunkBoundary>{useRoutes(routes)}</ChunkBoundary>;
}
