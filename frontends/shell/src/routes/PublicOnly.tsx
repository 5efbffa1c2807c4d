import { observer } from 'mobx-react-lite';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from '@weather/ui/router';
import { sessionRequestFrom } from '../hand-off/session-request';
import { PageSpinner } from '../layout/PageSpinner';
import { useStores } from '../stores/stores-context';
import { passwordUpdatePath, paths } from './paths';

// Only a sign-in with a clientId needs it: not part of the /login download (docs/adr/0401).
const HandOffRedirect = lazy(() => import('../hand-off/HandOffRedirect'));

/**
 * /login, /forgot and /register go on when someone is signed in (SPEC §2, §4): to the application
 * of the query's clientId with a session token, else to /appLauncher. The page waits for the first
 * session check only; when that check gets no answer the page still opens, and signing in is how the
 * person finds out more. A user flagged for a password reset goes to /password/update with the
 * clientId, return and seq of the sign-in first (SPEC §4 step 2).
 */
export const PublicOnly = observer(function PublicOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { sessionStore } = useStores();
  const [search] = useSearchParams();
  const [checked, setChecked] = useState(sessionStore.hasLoaded);

  useEffect(() => {
    let mounted = true;
    void sessionStore.ensureLoaded().then(() => {
      if (mounted) setChecked(true);
    });
    return () => {
      mounted = false;
    };
  }, [sessionStore]);

  const handOff = sessionRequestFrom(search);
  if (sessionStore.user?.is_force_reset_password) {
    return <Navigate to={passwordUpdatePath({ clientId: handOff?.clientId ?? null, returnPath: handOff?.return ?? null, seq: handOff?.seq ?? null })} replace />;
  }
  if (sessionStore.user && handOff) {
    return (
      <Suspense fallback={<PageSpinner label={t('handOff.redirecting')} />}>
        <HandOffRedirect request={handOff} />
      </Suspense>
    );
  }
  if (sessionStore.user) return <Navigate to={paths.appLauncher} replace />;
  if (!checked) return <PageSpinner label={t('session.checking')} />;
  return children;
});
