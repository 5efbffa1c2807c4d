import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@weather/ui/router';
import { PageSpinner } from '../layout/PageSpinner';
import { useStores } from '../stores/stores-context';
import { paths } from './paths';
import { SessionCheckFailed } from './SessionCheckFailed';

/** The login check of the authenticated area (SPEC §2): GET /v1/users/me, else /login. */
export const RequireSession = observer(function RequireSession({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { sessionStore } = useStores();

  useEffect(() => {
    void sessionStore.ensureLoaded();
  }, [sessionStore]);

  if (!sessionStore.hasLoaded) {
    return sessionStore.error && !sessionStore.isLoading ? <SessionCheckFailed /> : <PageSpinner label={t('session.checking')} />;
  }
  if (!sessionStore.user) return <Navigate to={paths.login} replace />;
  // SPEC §4 step 2: a user flagged for a password reset updates it before anything else.
  if (sessionStore.user.is_force_reset_password) return <Navigate to={paths.passwordUpdate} replace />;
  return children;
});
