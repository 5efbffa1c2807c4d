import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@weather/ui/router';
import { PageSpinner } from '../layout/PageSpinner';
import { useStores } from '../stores/stores-context';
import { passwordUpdatePath, paths } from './paths';

/**
 * /login, /forgot and /register go to /appLauncher when someone is signed in (SPEC §2). The page
 * waits for the first session check only; when that check gets no answer the page still opens, and
 * signing in is how the person finds out more. A user flagged for a password reset goes to
 * /password/update with the clientId and return of the sign-in (SPEC §4 step 2).
 */
export const PublicOnly = observer(function PublicOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { sessionStore, signInRequestStore } = useStores();
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

  if (sessionStore.user?.is_force_reset_password) return <Navigate to={passwordUpdatePath(signInRequestStore)} replace />;
  if (sessionStore.user) return <Navigate to={paths.appLauncher} replace />;
  if (!checked) return <PageSpinner label={t('session.checking')} />;
  return children;
});
