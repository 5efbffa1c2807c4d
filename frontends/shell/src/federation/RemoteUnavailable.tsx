import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** Shown inside the frame when a remote does not load or breaks: never a blank page. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <section className={styles.root} role="alert" aria-labelledby="remote-unavailable-title">
      <Text as="h2" id="remote-unavailable-title" size={500} weight="semibold">
        {t('remote.unavailableTitle')}
      </Text>
      <Text as="p">{t('remote.unavailableText')}</Text>
      <Button appearance="primary" onClick={onRetry}>
        {t('remote.retry')}
      </Button>
    </section>
  );
}
