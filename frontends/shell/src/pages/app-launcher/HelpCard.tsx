import { Card } from '@fluentui/react-card';
import { Link } from '@fluentui/react-link';
import { Text } from '@fluentui/react-text';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';
import { useLauncherStyles } from './launcher-styles';

/** The launcher's help card (SPEC §2): the help site of the portal's configuration (PORTAL_HELP_URL). */
export function HelpCard() {
  const styles = useLauncherStyles();
  const { t } = useTranslation('shell');
  const { config } = useShellServices();
  const titleId = useId();
  return (
    <Card className={styles.card} role="group" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size={500} weight="semibold">
        {t('appLauncher.help.title')}
      </Text>
      <Text as="p">{t('appLauncher.help.text')}</Text>
      <div className={styles.actions}>
        <Link href={config.helpUrl} target="_blank" rel="noopener noreferrer">
          {t('appLauncher.help.open')}
        </Link>
      </div>
    </Card>
  );
}
