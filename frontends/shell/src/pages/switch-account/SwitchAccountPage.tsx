import { Button } from '@fluentui/react-button';
import { WarningRegular } from '@fluentui/react-icons';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createSearchParams, Navigate, useSearchParams } from '@weather/ui/router';
import { PageSpinner } from '../../layout/PageSpinner';
import { LauncherLink } from '../../routes/LauncherLink';
import { paths } from '../../routes/paths';
import { SessionCheckFailed } from '../../routes/SessionCheckFailed';
import { useStores } from '../../stores/stores-context';
import { MessageCard } from '../message/MessageCard';

const useStyles = makeStyles({
  warning: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'flex-start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorNeutralForeground1,
  },
  icon: {
    flexShrink: 0,
    fontSize: '20px',
    color: tokens.colorPaletteDarkOrangeForeground1,
  },
});

/**
 * /switch?email= (SPEC §2): someone signed in is asked to sign in as another email. Confirm signs
 * out and opens /login with the new email (and the other query values); cancel keeps the session.
 * A visitor (no session) goes to /login too.
 */
export const SwitchAccountPage = observer(function SwitchAccountPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { sessionStore } = useStores();
  const [search] = useSearchParams();
  const newEmail = search.get('email')?.trim() ?? '';
  const user = sessionStore.user;

  useEffect(() => {
    void sessionStore.ensureLoaded();
  }, [sessionStore]);

  if (!sessionStore.hasLoaded) {
    return sessionStore.error && !sessionStore.isLoading ? <SessionCheckFailed /> : <PageSpinner label={t('session.checking')} />;
  }
  if (!user) {
    const next = new URLSearchParams(search);
    if (!newEmail) next.delete('email');
    const query = createSearchParams(next).toString();
    return <Navigate to={query ? `${paths.login}?${query}` : paths.login} replace />;
  }

  return (
    <MessageCard title={t('switchAccount.title')}>
      <Text as="p">{t('switchAccount.signedInAs', { email: user.email })}</Text>
      {newEmail ? <Text as="p">{t('switchAccount.newEmail', { email: newEmail })}</Text> : null}
      <div className={styles.warning} role="note">
        <WarningRegular className={styles.icon} aria-hidden />
        <Text>{t('switchAccount.warning')}</Text>
      </div>
      {sessionStore.error && !sessionStore.isLoading ? (
        <Text as="p" role="alert">
          {errorText(sessionStore.error)}
        </Text>
      ) : null}
      <Button appearance="primary" disabled={sessionStore.isLoading} onClick={() => void sessionStore.logout()}>
        {t('switchAccount.confirm')}
      </Button>
      <LauncherLink>{t('switchAccount.cancel')}</LauncherLink>
    </MessageCard>
  );
});
export default SwitchAccountPage;
