import { makeStyles } from '@griffel/react';
import { tokens } from '@fluentui/react-theme';
import { NotificationsHost, mediaUp } from '@weather/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Outlet } from '@weather/ui/router';
import { whenIdle } from '../app/when-idle';
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
  const { sessionStore, launcherStore } = useStores();
  const owner = sessionStore.user?.uuid;
  // The launcher is a click away from every page (the top bar's logo): its list is asked for once the
  // page is idle, and a click then sends the authorization checks at once (docs/adr/0411).
  useEffect(() => (owner ? whenIdle(() => void launcherStore.prefetch(owner)) : undefined), [launcherStore, owner]);
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
