import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useErrorText } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@weather/ui/router';
import { useTextsLanguage } from '../../language/use-texts-language';
import { launcherOpeningOf } from '../../routes/LauncherLink';
import { useStores } from '../../stores/stores-context';
import { ApplicationCard } from './ApplicationCard';
import { EnterpriseManagerCard, showsEnterpriseManager } from './EnterpriseManagerCard';
import { HelpCard } from './HelpCard';
import { useLauncherStyles } from './launcher-styles';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
  },
  // Its sentences and the Retry button each on their own line, apart: Fluent's Text is inline.
  loadFailure: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
  },
  sentence: { margin: 0 },
});

/**
 * /appLauncher (SPEC §2, §4): a card per application in ordering-number order, the help card and
 * the Enterprise Manager card; a spinner until every authorization check has answered.
 */
export const AppLauncherPage = observer(function AppLauncherPage() {
  const styles = useStyles();
  const launcherStyles = useLauncherStyles();
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const { sessionStore, launcherStore } = useStores();
  const user = sessionStore.user;
  // The language the API answers the applications' texts in (docs/adr/1005): a change of it asks again.
  const textsLanguage = useTextsLanguage();
  const name = user ? [user.first_name, user.last_name].filter(Boolean).join(' ') || user.email : '';

  // A LauncherLink's click has started this opening's load already; every other arrival loads here.
  // Keyed by the history entry: a link to the launcher shown keeps the page mounted.
  const location = useLocation();
  const opening = launcherOpeningOf(location.state);
  const owner = user?.uuid ?? '';
  useEffect(() => {
    void launcherStore.loadUnlessOpened(opening, owner);
  }, [launcherStore, location.key, opening, owner, textsLanguage]);

  return (
    <section className={styles.root} aria-labelledby="app-launcher-title" aria-busy={launcherStore.isSettling}>
      <div className={styles.heading}>
        <Text as="h1" id="app-launcher-title" size={700} weight="semibold">
          {t('appLauncher.title')}
        </Text>
        {launcherStore.isSettling ? <Spinner size="small" label={t('appLauncher.checking')} /> : null}
      </div>
      <Text as="p" size={500}>
        {t('appLauncher.welcome', { name })}
      </Text>
      {launcherStore.error && !launcherStore.isLoading ? (
        <div role="alert" className={styles.loadFailure}>
          <Text as="p" block weight="semibold" className={styles.sentence}>
            {t('appLauncher.loadFailed')}
          </Text>
          <Text as="p" block className={styles.sentence}>
            {errorText(launcherStore.error)}
          </Text>
          <Button appearance="primary" onClick={() => void launcherStore.load(owner)}>
            {t('appLauncher.retry')}
          </Button>
        </div>
      ) : null}
      <div className={launcherStyles.grid}>
        {launcherStore.applications.map((application) => (
          <ApplicationCard key={application.client_id} application={application} />
        ))}
        <HelpCard />
        {user && showsEnterpriseManager(user) ? <EnterpriseManagerCard /> : null}
      </div>
    </section>
  );
});
export default AppLauncherPage;
