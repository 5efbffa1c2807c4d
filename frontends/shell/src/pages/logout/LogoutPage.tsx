import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@weather/ui/router';
import { PageSpinner } from '../../layout/PageSpinner';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';

/** /logout (SPEC §2): ends the session, shows a loading text while the user exists, then /login. */
export const LogoutPage = observer(function LogoutPage() {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { sessionStore } = useStores();

  useEffect(() => {
    void sessionStore.logout();
  }, [sessionStore]);

  if (!sessionStore.user && sessionStore.hasLoaded) return <Navigate to={paths.login} replace />;
  if (sessionStore.error && !sessionStore.isLoading) {
    return (
      <PublicPageFrame>
        <Text as="p" role="alert">
          {errorText(sessionStore.error)}
        </Text>
        <Button appearance="primary" onClick={() => void sessionStore.logout()}>
          {t('session.retry')}
        </Button>
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame>
      <PageSpinner label={t('logout.signingOut')} />
    </PublicPageFrame>
  );
});
