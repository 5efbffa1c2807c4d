import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
});

/** /appLauncher: for now only the signed-in user's name; the launcher issue adds the cards. */
export const AppLauncherPage = observer(function AppLauncherPage() {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  const { sessionStore } = useStores();
  const user = sessionStore.user;
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email : '';
  return (
    <section className={styles.root} aria-labelledby="app-launcher-title">
      <Text as="h1" id="app-launcher-title" size={700} weight="semibold">
        {t('appLauncher.title')}
      </Text>
      <Text as="p" size={500}>
        {t('appLauncher.welcome', { name })}
      </Text>
    </section>
  );
});
export default AppLauncherPage;
