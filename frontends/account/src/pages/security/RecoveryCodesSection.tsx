import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  text: { margin: '0' },
});

interface RecoveryCodesSectionProps {
  left: number;
  /** Recovery codes exist only beside a factor: without one, none can be generated (409 NO_SECOND_FACTOR). */
  hasFactor: boolean;
  onGenerate: () => void;
}

/** How many recovery codes are left, and Generate new recovery codes. */
export function RecoveryCodesSection({ left, hasFactor, onGenerate }: RecoveryCodesSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Text as="h2" id={headingId} size={500} weight="semibold">
        {t('security.recovery.title')}
      </Text>
      <Text as="p" className={styles.text}>
        {t('security.recovery.intro')}
      </Text>
      <Text as="p" weight="semibold" className={styles.text}>
        {hasFactor ? t('security.recovery.left', { count: left }) : t('security.recovery.none')}
      </Text>
      {hasFactor ? <Button onClick={onGenerate}>{t('security.recovery.generate')}</Button> : null}
    </section>
  );
}
