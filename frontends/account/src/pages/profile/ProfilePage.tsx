import { Tab, TabList } from '@fluentui/react-tabs';
import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { useSearchParams } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountStores } from '../../stores/stores-context';
import { SecurityTab } from '../security/SecurityTab';
import { ProfileAvatar } from './avatar/ProfileAvatar';
import { ChangePasswordTab } from './ChangePasswordTab';
import { EditProfileForm } from './EditProfileForm';
import { SessionsTab } from './SessionsTab';

/** SPEC §2: `tab=change_password` opens the password tab. */
export const CHANGE_PASSWORD_TAB = 'change_password';
/** Beyond the spec: the user's browser sessions, at `tab=sessions`. */
export const SESSIONS_TAB = 'sessions';
/** Issue 29: two-step sign-in's factors and recovery codes, at `tab=security`. */
export const SECURITY_TAB = 'security';
const EDIT_PROFILE_TAB = 'edit_profile';

type ProfileTab = typeof EDIT_PROFILE_TAB | typeof CHANGE_PASSWORD_TAB | typeof SESSIONS_TAB | typeof SECURITY_TAB;

const TAB_IDS: Record<ProfileTab, string> = {
  [EDIT_PROFILE_TAB]: 'profile-tab-edit',
  [CHANGE_PASSWORD_TAB]: 'profile-tab-password',
  [SESSIONS_TAB]: 'profile-tab-sessions',
  [SECURITY_TAB]: 'profile-tab-security',
};

function tabOf(search: URLSearchParams): ProfileTab {
  const tab = search.get('tab');
  return tab === CHANGE_PASSWORD_TAB || tab === SESSIONS_TAB || tab === SECURITY_TAB ? tab : EDIT_PROFILE_TAB;
}

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
  // Four tabs are wider than a phone (390 px) in Italian: they wrap rather than widen the page.
  tabs: { flexWrap: 'wrap' },
  panel: {
    paddingTop: tokens.spacingVerticalM,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
  },
});

/** /profile: tabs Edit profile, Change password, Sessions and Security. */
export const ProfilePage = observer(function ProfilePage() {
  const styles = useStyles();
  const { t } = useTranslation('account');
  const { profileStore, session } = useAccountStores();
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search);
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
        className={styles.tabs}
        aria-label={t('profile.tabs.label')}
        selectedValue={tab}
        onTabSelect={(_event, data) => {
          const next = new URLSearchParams(search);
          if (data.value === EDIT_PROFILE_TAB) next.delete('tab');
          else next.set('tab', String(data.value));
          setSearch(next, { replace: true });
        }}
      >
        <Tab value={EDIT_PROFILE_TAB} id={TAB_IDS[EDIT_PROFILE_TAB]}>
          {t('profile.tabs.editProfile')}
        </Tab>
        <Tab value={CHANGE_PASSWORD_TAB} id={TAB_IDS[CHANGE_PASSWORD_TAB]}>
          {t('profile.tabs.changePassword')}
        </Tab>
        <Tab value={SESSIONS_TAB} id={TAB_IDS[SESSIONS_TAB]}>
          {t('profile.tabs.sessions')}
        </Tab>
        <Tab value={SECURITY_TAB} id={TAB_IDS[SECURITY_TAB]}>
          {t('profile.tabs.security')}
        </Tab>
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-labelledby={TAB_IDS[tab]}>
        {tab === CHANGE_PASSWORD_TAB ? <ChangePasswordTab /> : null}
        {tab === SESSIONS_TAB ? <SessionsTab /> : null}
        {tab === SECURITY_TAB ? <SecurityTab /> : null}
        {tab === EDIT_PROFILE_TAB && profileStore.form && user ? (
          <>
            <ProfileAvatar />
            <EditProfileForm form={profileStore.form} email={user.email} />
          </>
        ) : null}
      </div>
    </section>
  );
});
