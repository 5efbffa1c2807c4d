import { Card } from '@fluentui/react-card';
import { Text } from '@fluentui/react-text';
import type { PortalUser } from '@weather/ui';
import { RouterLink } from '@weather/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../routes/paths';
import { useLauncherStyles } from './launcher-styles';

/** SPEC §2: shown unless the user has an enterprise and is not SYSADMIN. */
export function showsEnterpriseManager(user: Pick<PortalUser, 'Enterprise' | 'role'>): boolean {
  return !user.Enterprise || user.role === 'SYSADMIN';
}

/** The Enterprise Manager card with its Sign up link to /enterprise (SPEC §2). */
export function EnterpriseManagerCard() {
  const styles = useLauncherStyles();
  const { t } = useTranslation('shell');
  const titleId = useId();
  return (
    <Card className={styles.card} role="group" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size={500} weight="semibold">
        {t('appLauncher.enterprise.title')}
      </Text>
      <Text as="p">{t('appLauncher.enterprise.text')}</Text>
      <div className={styles.actions}>
        <RouterLink to={paths.enterprise}>{t('appLauncher.enterprise.signUp')}</RouterLink>
      </div>
    </Card>
  );
}
