import { Button } from '@fluentui/react-button';
import { Link } from '@fluentui/react-link';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { Navigate, type RouteObject, useRoutes } from '../router/index';
import { LanguageMenu } from '../language/LanguageMenu';
import { useErrorText } from '../i18n/use-message-text';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StandaloneSession } from './standalone-session';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    height: '48px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  main: {
    maxWidth: '1366px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalXXL,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
});

export interface StandaloneAppProps {
  session: StandaloneSession;
  routes: RouteObject[];
  portalUrl: string;
  /** The remote's i18n namespace; its `standalone.*` texts (title, checking, failed, ...) are used. */
  namespace: string;
  /** Where an unknown path goes: the remote's main page. */
  homePath: string;
}

/** A remote on its own: a plain frame around the same routes the shell mounts. */
export const StandaloneApp = observer(function StandaloneApp({ session, routes, portalUrl, namespace, homePath }: StandaloneAppProps) {
  const styles = useStyles();
  const { t } = useTranslation(namespace);
  const errorText = useErrorText();
  const page = useRoutes([...routes, { path: '*', element: <Navigate to={homePath} replace /> }]);

  useEffect(() => {
    void session.load();
  }, [session]);

  let content;
  if (session.user) content = page;
  else if (session.error && !session.isLoading) {
    content = (
      <>
        <Text role="alert">{t('standalone.failed')}</Text>
        <Text>{errorText(session.error)}</Text>
        <Button appearance="primary" onClick={() => void session.load()}>
          {t('standalone.openPortal')}
        </Button>
      </>
    );
  } else if (!session.hasLoaded) content = <Spinner label={t('standalone.checking')} />;
  else {
    content = (
      <>
        <Text role="alert">{t('standalone.signInFirst')}</Text>
        <Link href={portalUrl}>{t('standalone.openPortal')}</Link>
      </>
    );
  }

  return (
    <>
      <header className={styles.bar}>
        <Text weight="semibold">{t('standalone.title')}</Text>
        <LanguageMenu />
      </header>
      <main className={styles.main}>{content}</main>
    </>
  );
});
