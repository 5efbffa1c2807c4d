import { Text } from '@fluentui/react-text';
import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { AppsRegular } from '@fluentui/react-icons';
import { LanguageMenu, mediaDown, type PortalUser, RouterLink, visibleFocusRing } from '@weather/ui';
import { useTranslation } from 'react-i18next';
import { LauncherLink } from '../routes/LauncherLink';
import { paths } from '../routes/paths';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

/** SPEC §9: the top bar is 48 px high. */
export const TOP_BAR_HEIGHT = 48;

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    height: `${TOP_BAR_HEIGHT}px`,
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  home: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'none' },
    ...visibleFocusRing,
  },
  title: {
    [mediaDown('xs')]: { display: 'none' },
  },
  spacer: { flexGrow: 1 },
  applications: {
    display: 'flex',
    alignItems: 'center',
    fontSize: '24px',
    color: tokens.colorNeutralForeground2,
    ...visibleFocusRing,
  },
});

export function TopBar({ user }: { user: PortalUser }) {
  const styles = useStyles();
  const { t } = useTranslation('shell');
  return (
    <header className={styles.bar}>
      {/* The launcher's requests start at the click (docs/adr/0411). */}
      <LauncherLink to={paths.root} className={styles.home} aria-label={t('logo')}>
        <Logo />
        <Text weight="semibold" size={400} className={styles.title}>
          {t('appTitle')}
        </Text>
      </LauncherLink>
      <span className={styles.spacer} />
      {user.role === 'SYSADMIN' ? (
        <RouterLink
          to={paths.applications}
          className={styles.applications}
          aria-label={t('topBar.applications')}
          title={t('topBar.applications')}
        >
          <AppsRegular />
        </RouterLink>
      ) : null}
      <LanguageMenu />
      <UserMenu user={user} />
    </header>
  );
}
