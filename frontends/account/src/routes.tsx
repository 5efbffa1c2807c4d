/**
 * The account remote's exposed module `./routes` (RemoteRoutesModule of @weather/ui): the shell
 * mounts these under its layout and login check at the paths /remotes.json lists (`/profile`).
 */
import { createApiClient } from '@weather/api-client';
import { type PortalHost, type RemoteRoutesModule, registerCatalogues } from '@weather/ui';
import type { RouteObject } from '@weather/ui/router';
import { AccountFrame } from './AccountFrame';
import { ACCOUNT_NAMESPACE, accountCatalogues } from './i18n/account-catalogues';
import { ProfilePage } from './pages/profile/ProfilePage';
import { AccountRootStore } from './stores/AccountRootStore';
import { createApiAccountTransport } from './transport/api-account-transport';
import { browserPasskeys } from './transport/browser-passkeys';
import { signOutOnLostSession } from './transport/session-loss';

export const ACCOUNT_PATHS = { profile: '/profile' } as const;

/** Typed by the contract the shell loads it by, so a mismatch fails this build. */
export const createRoutes: RemoteRoutesModule['createRoutes'] = (host: PortalHost): RouteObject[] => {
  registerCatalogues(host.i18n, ACCOUNT_NAMESPACE, accountCatalogues);
  const client = createApiClient({
    baseUrl: host.apiUrl,
    onUnauthorized: signOutOnLostSession(() => host.session.handleUnauthorized()),
    onPasswordChangeRequired: () => host.session.handlePasswordChangeRequired?.(),
  });
  const rootStore = new AccountRootStore(createApiAccountTransport(client), host.session, {
    apiUrl: host.apiUrl,
    reload: () => window.location.reload(),
    passkeys: browserPasskeys,
  });
  return [
    {
      path: ACCOUNT_PATHS.profile,
      element: (
        <AccountFrame i18n={host.i18n} rootStore={rootStore}>
          <ProfilePage />
        </AccountFrame>
      ),
    },
  ];
};
