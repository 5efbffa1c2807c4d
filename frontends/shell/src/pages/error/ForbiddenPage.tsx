import { Button } from '@fluentui/react-button';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { RouterLink } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@weather/ui/router';
import { PublicCard } from '../../layout/PublicCard';
import { PublicPageFrame } from '../../layout/PublicPageFrame';
import { paths } from '../../routes/paths';

const useStyles = makeStyles({
  card: {
    alignItems: 'flex-start',
  },
});

/** /error (SPEC §2): the 403 page, outside the login check, with a way back to sign in. */
export function ForbiddenPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <PublicPageFrame>
      <PublicCard className={styles.card} title={t('forbidden.title')}>
        <Text as="p">{t('forbidden.text')}</Text>
        <Button appearance="primary" onClick={() => navigate(paths.login)}>
          {t('forbidden.returnToLogin')}
        </Button>
        <RouterLink to={paths.login}>{t('forbidden.loginLink')}</RouterLink>
      </PublicCard>
    </PublicPageFrame>
  );
}
