import { Link } from '@fluentui/react-link';
import { RouterLink } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { useShellServices } from '../../app/shell-services';
import { paths } from '../../routes/paths';
import { useLoginLinksStyles } from './login-styles';

/** The other ways in (SPEC §2): forgot password, and "Can't sign in?" on the help site in a new window. */
export function LoginLinks() {
  const styles = useLoginLinksStyles();
  const { t } = useTranslation('shell');
  const { config } = useShellServices();
  return (
    <div className={styles.links}>
      <RouterLink to={paths.forgot}>{t('login.forgotPassword')}</RouterLink>
      <Link href={config.helpUrl} target="_blank" rel="noopener noreferrer">
        {t('login.cantSignIn')}
      </Link>
    </div>
  );
}
