import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '@weather/ui/router';
import { useShellServices } from '../../app/shell-services';
import { PageSpinner } from '../../layout/PageSpinner';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';
import { useStores } from '../../stores/stores-context';

/**
 * /logout (SPEC §2): ends the session, shows a loading text while the user exists, then /login. A
 * session that a SAML provider with single logout opened goes on to the provider instead, which
 * brings the browser back to /logged-out.
 */
export const LogoutPage = observer(function LogoutPage() {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { sessionStore } = useStores();
  const { leavePortal } = useShellServices();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    void sessionStore.logout().then((logoutURL) => {
      if (!logoutURL) return;
      setLeaving(true);
      (leavePortal ?? ((url: string) => window.location.assign(url)))(logoutURL);
    });
  }, [sessionStore, leavePortal]);

  if (!leaving && !sessionStore.user && sessionStore.hasLoaded) return <Navigate to={paths.login} replace />;
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
