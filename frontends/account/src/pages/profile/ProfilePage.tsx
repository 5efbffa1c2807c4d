import { Tab, TabList } from '@fluentui/react-tabs';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { EditProfileForm } from './EditProfileForm';

/** SPEC §2: `tab=change_password` opens the password tab. */
export const CHANGE_PASSWORD_TAB = 'change_password';
const EDIT_PROFILE_TAB = 'edit_profile';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  panel: {
    paddingTop: tokens.spacingVerticalM,
  },
});

/** /profile: tabs Edit profile and Change password. */
export const ProfilePage = observer(function ProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const { profileStore, session } = useAccountStores();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === CHANGE_PASSWORD_TAB ? CHANGE_PASSWORD_TAB : EDIT_PROFILE_TAB;
  const user = session.user;

  useEffect(() => {
    profileStore.open();
  }, [profileStore, user?.id]);

  return (
    <section className={styles.root} aria-labelledby="profile-title">
      <Text as="h1" id="profile-title" size={700} weight="semibold">
        {t('profile.title')}
      </Text>
      <TabList
        aria-label={t('profile.tabs.label')}
        selectedValue={tab}
        onTabSelect={(_event, data) => {
          const next = new URLSearchParams(search);
          if (data.value === CHANGE_PASSWORD_TAB) next.set('tab', CHANGE_PASSWORD_TAB);
          else next.delete('tab');
          setSearch(next, { replace: true });
        }}
      >
        <Tab value={EDIT_PROFILE_TAB} id="profile-tab-edit">
          {t('profile.tabs.editProfile')}
        </Tab>
        <Tab value={CHANGE_PASSWORD_TAB} id="profile-tab-password">
          {t('profile.tabs.changePassword')}
        </Tab>
      </TabList>
      <div
        className={styles.panel}
        role="tabpanel"
        aria-labelledby={tab === CHANGE_PASSWORD_TAB ? 'profile-tab-password' : 'profile-tab-edit'}
      >
        {tab === CHANGE_PASSWORD_TAB ? (
          <Text as="p">{t('profile.changePasswordSoon')}</Text>
        ) : profileStore.form && user ? (
          <EditProfileForm form={profileStore.form} email={user.email} />
        ) : null}
      </div>
    </section>
  );
});
