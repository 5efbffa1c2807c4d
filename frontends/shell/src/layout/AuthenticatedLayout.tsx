import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { NotificationsHost, mediaUp } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { Outlet } from '@weather/ui/router';
import { useStores } from '../stores/stores-context';
import { ImpersonationBanner } from './ImpersonationBanner';
import { TopBar } from './TopBar';

const useStyles = makeStyles({
  main: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: '1366px',
    margin: '0 auto',
    padding: tokens.spacingHorizontalM,
    [mediaUp('sm')]: { padding: tokens.spacingHorizontalXXL },
  },
});

/** The frame of the authenticated area: top bar, the impersonation banner when impersonating, then the page. RequireSession runs above it. */
export const AuthenticatedLayout = observer(function AuthenticatedLayout() {
  const styles = useStyles();
  const { sessionStore } = useStores();
  if (!sessionStore.user) return null;
  return (
    <>
      <TopBar user={sessionStore.user} />
      <ImpersonationBanner />
      <main className={styles.main}>
        <Outlet />
      </main>
      {/* The page's toaster goes with the pages that notify, not with the sign-in page's download. */}
      <NotificationsHost />
    </>
  );
});
export default AuthenticatedLayout;
