import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXL,
    textAlign: 'center',
  },
});

/** The session check got no answer (API down, offline): say so and offer to check again. */
export const SessionCheckFailed = observer(function SessionCheckFailed() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { sessionStore } = useStores();
  return (
    <div className={styles.root} role="alert">
      <Text weight="semibold">{t('session.checkFailed')}</Text>
      {sessionStore.error ? <Text>{errorText(sessionStore.error)}</Text> : null}
      <Button appearance="primary" disabled={sessionStore.isLoading} onClick={() => void sessionStore.ensureLoaded()}>
        {t('session.retry')}
      </Button>
    </div>
  );
});
