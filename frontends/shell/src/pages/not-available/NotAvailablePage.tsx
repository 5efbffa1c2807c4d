import { Card } from '@fluentui/react-card';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { RouterLink } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';

const useStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    alignItems: 'flex-start',
  },
});

/**
 * A public route of SPEC §2 whose flow comes with a later issue (/forgot, /register): the route
 * exists, so its redirect for signed-in users and the links to it work today.
 */
export function NotAvailablePage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <PublicPageFrame>
      <Card className={styles.card}>
        <Text as="h1" size={600} weight="semibold">
          {t('notAvailable.title')}
        </Text>
        <Text as="p">{t('notAvailable.text')}</Text>
        <RouterLink to={paths.login}>{t('notAvailable.backToLogin')}</RouterLink>
      </Card>
    </PublicPageFrame>
  );
}
