import { Navigate } from '@weather/ui/router';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { LAUNCHER_PATH } from '../admin-paths';
import { useAdminStores } from '../stores/stores-context';

/**
 * Only a SYSADMIN sees these pages (SPEC §6). Anyone else is treated as the shell treats an unknown
 * path, sent to the launcher: the pages are not offered to them, so they are not revealed either.
 * An impersonating SYSADMIN has the user's role, so they are sent away too (ADR 0221).
 */
export const RequireSysadmin = observer(function RequireSysadmin({ children }: { children: ReactNode }) {
  const { session } = useAdminStores();
  if (session.user?.role !== 'SYSADMIN') return <Navigate to={LAUNCHER_PATH} replace />;
  return children;
});
