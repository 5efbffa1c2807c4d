/**
 * The admin remote's exposed module `./routes` (RemoteRoutesModule of @weather/ui): the shell
 * mounts these under its layout and login check at the paths /remotes.json lists
 * (`/applications`, `/impersonateUser`, `/users` and `/activity`).
 */
import { createApiClient } from '@weather/api-client';
import { ACTIVITY_NAMESPACE, type PortalHost, type RemoteRoutesModule, activityCatalogues, registerCatalogues } from '@weather/ui';
import type { RouteObject } from '@weather/ui/router';
import type { ReactNode } from 'react';
import { AdminFrame } from './AdminFrame';
import { ADMIN_PATHS } from './admin-paths';
import { ADMIN_NAMESPACE, adminCatalogues } from './i18n/admin-catalogues';
import { ApplicationFormPage } from './pages/applications/ApplicationFormPage';
import { ApplicationsPage } from './pages/applications/ApplicationsPage';
import { ActivityPage } from './pages/activity/ActivityPage';
import { ImpersonateUserPage } from './pages/impersonation/ImpersonateUserPage';
import { UserPage } from './pages/users/UserPage';
import { UsersPage } from './pages/users/UsersPage';
import { AdminRootStore } from './stores/AdminRootStore';
import { createApiAdminTransport } from './transport/api-admin-transport';

export { ADMIN_PATHS } from './admin-paths';

/** The routes over given stores: the app's own, or a fake service's in component tests. */
export function adminRoutes(i18n: PortalHost['i18n'], rootStore: AdminRootStore): RouteObject[] {
  const page = (content: ReactNode) => (
    <AdminFrame i18n={i18n} rootStore={rootStore}>
      {content}
    </AdminFrame>
  );
  return [
    { path: ADMIN_PATHS.applications, element: page(<ApplicationsPage />) },
    { path: ADMIN_PATHS.createApplication, element: page(<ApplicationFormPage mode="add" />) },
    { path: ADMIN_PATHS.application, element: page(<ApplicationFormPage mode="edit" />) },
    { path: ADMIN_PATHS.impersonateUser, element: page(<ImpersonateUserPage />) },
    { path: ADMIN_PATHS.users, element: page(<UsersPage />) },
    { path: ADMIN_PATHS.user, element: page(<UserPage />) },
    { path: ADMIN_PATHS.activity, element: page(<ActivityPage />) },
  ];
}

/** Typed by the contract the shell loads it by, so a mismatch fails this build. */
export const createRoutes: RemoteRoutesModule['createRoutes'] = (host: PortalHost): RouteObject[] => {
  registerCatalogues(host.i18n, ADMIN_NAMESPACE, adminCatalogues);
  // The shared audit viewer's texts (@weather/ui): the remotes that show it bring them, not the shell.
  registerCatalogues(host.i18n, ACTIVITY_NAMESPACE, activityCatalogues);
  const client = createApiClient({
    baseUrl: host.apiUrl,
    onUnauthorized: () => host.session.handleUnauthorized(),
    onPasswordChangeRequired: () => host.session.handlePasswordChangeRequired?.(),
  });
  const rootStore = new AdminRootStore(createApiAdminTransport(client), host.session, {
    copyText: (text) => navigator.clipboard.writeText(text),
    loadPage: (path) => window.location.assign(path),
  });
  return adminRoutes(host.i18n, rootStore);
};
