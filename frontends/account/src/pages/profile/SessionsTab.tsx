import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { ConfirmDialog, useErrorText, useNotify } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { SessionItem } from './SessionItem';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '800px',
  },
  list: {
    listStyleType: 'none',
    margin: '0',
    padding: '0',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

/**
 * Sessions (beyond the spec, as identity consoles offer): every browser signed in to the account,
 * with Sign out for each other one and for all others at once.
 */
export const SessionsTab = observer(function SessionsTab() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const notify = useNotify();
  const { sessionsStore } = useAccountStores();
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    void sessionsStore.load();
  }, [sessionsStore]);

  async function endOthers() {
    const ended = await sessionsStore.endOthers();
    setConfirming(false);
    notify({ text: ended ? t('sessions.othersEnded') : t('sessions.notEnded'), intent: ended ? 'success' : 'error' });
  }

  if (!sessionsStore.hasLoaded) {
    if (sessionsStore.error && !sessionsStore.isLoading) {
      return (
        <div className={styles.root}>
          <Text role="alert">
            {t('sessions.failed')}: {errorText(sessionsStore.error)}
          </Text>
          <div>
            <Button onClick={() => void sessionsStore.load()}>{t('sessions.retry')}</Button>
          </div>
        </div>
      );
    }
    return <Spinner label={t('sessions.loading')} />;
  }

  return (
    <section className={styles.root} aria-label={t('profile.tabs.sessions')}>
      <Text as="p">{t('sessions.intro')}</Text>
      <ul className={styles.list} aria-label={t('sessions.listLabel')}>
        {sessionsStore.sessions.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      {sessionsStore.others.length > 0 ? (
        <div className={styles.actions}>
          <Button
            appearance="primary"
            disabled={sessionsStore.isEndingOthers}
            icon={sessionsStore.isEndingOthers ? <Spinner size="tiny" /> : undefined}
            onClick={() => setConfirming(true)}
          >
            {t('sessions.signOutOthers')}
          </Button>
        </div>
      ) : (
        <Text as="p">{t('sessions.noOthers')}</Text>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('sessions.confirm.others.title')}
          what={t('sessions.confirm.others.what', { count: sessionsStore.others.length })}
          confirmLabel={t('sessions.confirm.others.confirm')}
          cancelLabel={t('sessions.confirm.cancel')}
          busy={sessionsStore.isEndingOthers}
          onConfirm={() => void endOthers()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
});
