import { Button } from '@fluentui/react-button';
import { Spinner } from '@fluentui/react-spinner';
import { Tab, TabList } from '@fluentui/react-tabs';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnterpriseStores } from '../../stores/stores-context';
import { ActivityTab } from './ActivityTab';
import { DomainsTab } from './DomainsTab';
import { SingleSignOnTab } from './SingleSignOnTab';
import { UsersTab } from './UsersTab';
import { useServerMessage } from './use-server-message';

export const USERS_TAB = 'users';
export const SINGLE_SIGN_ON_TAB = 'sso';
export const ACTIVITY_TAB = 'activity';
const DOMAINS_TAB = 'domains';

type EnterpriseTab = typeof DOMAINS_TAB | typeof USERS_TAB | typeof SINGLE_SIGN_ON_TAB | typeof ACTIVITY_TAB;

const TAB_IDS: Record<EnterpriseTab, string> = {
  [DOMAINS_TAB]: 'enterprise-tab-domains',
  [USERS_TAB]: 'enterprise-tab-users',
  [SINGLE_SIGN_ON_TAB]: 'enterprise-tab-sso',
  [ACTIVITY_TAB]: 'enterprise-tab-activity',
};

function tabOf(search: URLSearchParams): EnterpriseTab {
  const tab = search.get('tab');
  return tab === USERS_TAB || tab === SINGLE_SIGN_ON_TAB || tab === ACTIVITY_TAB ? tab : DOMAINS_TAB;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, width: '100%' },
  // Four tabs do not fit a 320 px phone in one row: they wrap rather than push the page sideways.
  tabs: { flexWrap: 'wrap' },
  panel: { paddingTop: tokens.spacingVerticalM, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/** /enterprise (SPEC §2): tabs Domains (default), Users, Single Sign-On and Activity (issue 30) at `tab=users` / `tab=sso` / `tab=activity`. */
export const EnterprisePage = observer(function EnterprisePage() {
  const styles = useStyles();
  const { t } = useTranslation('enterprise');
  const serverMessage = useServerMessage();
  const { enterpriseStore } = useEnterpriseStores();
  const [search, setSearch] = useSearchParams();
  const enterprise = enterpriseStore.enterprise;
  // Without an enterprise only the name form exists: the other tabs need one.
  const tab = enterprise ? tabOf(search) : DOMAINS_TAB;

  useEffect(() => {
    void enterpriseStore.load();
  }, [enterpriseStore]);

  let content;
  if (!enterpriseStore.hasLoaded) {
    content =
      enterpriseStore.error && !enterpriseStore.isLoading ? (
        <>
          <Text role="alert">
            {t('failed')}: {serverMessage(enterpriseStore.error)}
          </Text>
          <div>
            <Button onClick={() => void enterpriseStore.load()}>{t('retry')}</Button>
          </div>
        </>
      ) : (
        <Spinner label={t('loading')} />
      );
  } else {
    content = (
      <>
        {enterprise ? (
          <TabList
            className={styles.tabs}
            aria-label={t('tabs.label')}
            selectedValue={tab}
            onTabSelect={(_event, data) => {
              const next = new URLSearchParams(search);
              if (data.value === DOMAINS_TAB) next.delete('tab');
              else next.set('tab', String(data.value));
              setSearch(next, { replace: true });
            }}
          >
            <Tab value={DOMAINS_TAB} id={TAB_IDS[DOMAINS_TAB]}>
              {t('tabs.domains')}
            </Tab>
            <Tab value={USERS_TAB} id={TAB_IDS[USERS_TAB]}>
              {t('tabs.users')}
            </Tab>
            <Tab value={SINGLE_SIGN_ON_TAB} id={TAB_IDS[SINGLE_SIGN_ON_TAB]}>
              {t('tabs.singleSignOn')}
            </Tab>
            <Tab value={ACTIVITY_TAB} id={TAB_IDS[ACTIVITY_TAB]}>
              {t('tabs.activity')}
            </Tab>
          </TabList>
        ) : null}
        <div className={styles.panel} role="tabpanel" aria-labelledby={enterprise ? TAB_IDS[tab] : 'enterprise-title'}>
          {tab === DOMAINS_TAB ? <DomainsTab /> : null}
          {tab === USERS_TAB && enterprise ? <UsersTab enterpriseId={enterprise.id} /> : null}
          {tab === SINGLE_SIGN_ON_TAB && enterprise ? <SingleSignOnTab enterpriseId={enterprise.id} domains={enterprise.EnterpriseDomains} /> : null}
          {tab === ACTIVITY_TAB && enterprise ? <ActivityTab enterpriseId={enterprise.id} /> : null}
        </div>
      </>
    );
  }

  return (
    <section className={styles.root} aria-labelledby="enterprise-title">
      <Text as="h1" id="enterprise-title" size={700} weight="semibold">
        {t('title')}
      </Text>
      {content}
    </section>
  );
});
