import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useTranslation } from 'react-i18next';
import type { Factor } from '../../transport/account-transport';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  details: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: '0',
  },
  name: { overflowWrap: 'anywhere' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});

interface FactorItemProps {
  factor: Factor;
  onRename: () => void;
  onRemove: () => void;
}

/** One authenticator app or passkey: its name, when added and last used, Rename and Remove. */
export function FactorItem({ factor, onRename, onRemove }: FactorItemProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('account');
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.item} aria-label={factor.name}>
      <div className={styles.details}>
        <Text weight="semibold" className={styles.name}>
          {factor.name}
        </Text>
        <Text size={200}>{t('security.factor.added', { date: format.format(new Date(factor.created_at)) })}</Text>
        <Text size={200}>
          {factor.last_used_at ? t('security.factor.lastUsed', { date: format.format(new Date(factor.last_used_at)) }) : t('security.factor.neverUsed')}
        </Text>
      </div>
      <div className={styles.buttons}>
        <Button aria-label={t('security.factor.renameOf', { name: factor.name })} onClick={onRename}>
          {t('security.factor.rename')}
        </Button>
        <Button aria-label={t('security.factor.removeOf', { name: factor.name })} onClick={onRemove}>
          {t('security.factor.remove')}
        </Button>
      </div>
    </li>
  );
}
