import { Suspense, use, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoutes } from '@weather/ui/router';
import { useShellServices } from '../app/shell-services';
import { PageSpinner } from '../layout/PageSpinner';
import { RemoteBoundary } from './RemoteBoundary';
import { routesUnderMount } from './routes-under-mount';

/**
 * The routes of one remote, mounted by the shell under its layout and login check. The remote is
 * fetched the first time one of its paths opens, never before.
 */
interface RemoteRoutesProps {
  remoteName: string;
  /** The path the shell mounts the remote at, e.g. `/profile` (its route is `/profile/*`). */
  mountPath: string;
}

export function RemoteRoutes({ remoteName, mountPath }: RemoteRoutesProps) {
  const { t } = useTranslation('shell');
  const { remoteLoader } = useShellServices();
  // A new attempt remounts the boundary and asks the loader again.
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      remoteName={remoteName}
      onRetry={() => {
        remoteLoader.retry(remoteName);
        setAttempt((count) => count + 1);
      }}
    >
      <Suspense fallback={<PageSpinner label={t('remote.loading')} />}>
        <LoadedRemoteRoutes remoteName={remoteName} mountPath={mountPath} />
      </Suspense>
    </RemoteBoundary>
  );
}

function LoadedRemoteRoutes({ remoteName, mountPath }: RemoteRoutesProps) {
  const { remoteLoader } = useShellServices();
  const routes = use(remoteLoader.loadRoutes(remoteName));
  const mounted = useMemo(() => routesUnderMount(routes, mountPath), [routes, mountPath]);
  return useRoutes(mounted);
}
