import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject } from '@weather/ui/router';
import { ChunkBoundary } from '../chunks/ChunkBoundary';
import { retryableLazy } from '../chunks/retryable-lazy';
import { RemoteRoutes } from '../federation/RemoteRoutes';
import type { RemoteDefinition } from '../federation/remote-manifest';
import { PageSpinner } from '../layout/PageSpinner';
import { ForbiddenPage } from '../pages/error/ForbiddenPage';
import { LoginPage } from '../pages/login/LoginPage';
import { LogoutPage } from '../pages/logout/LogoutPage';
import { paths } from './paths';
import { preloadablePage } from './preloadable-page';
import { PublicOnly } from './PublicOnly';
import { RequireSession } from './RequireSession';

// The authenticated area is not part of the sign-in page's download (docs/adr/0300). Its home page,
// the launcher, is fetched with its frame, so opening it later never waits on a Suspense fallback.
const appLauncherPage = preloadablePage(() => import('../pages/app-launcher/AppLauncherPage'));
const AuthenticatedLayout = retryableLazy(() => {
  // A failed preload is tried again when the launcher's route renders.
  appLauncherPage.preload().catch(() => undefined);
  return import('../layout/AuthenticatedLayout');
});
// Nor are the other public pages: each is its own chunk, fetched when its route opens.
const ForgotPasswordPage = retryableLazy(() => import('../pages/forgot/ForgotPasswordPage'));
const SetPasswordPage = retryableLazy(() => import('../pages/password/SetPasswordPage'));
const PasswordUpdatePage = retryableLazy(() => import('../pages/password/PasswordUpdatePage'));
const SwitchAccountPage = retryableLazy(() => import('../pages/switch-account/SwitchAccountPage'));
const AppDownPage = retryableLazy(() => import('../pages/app-down/AppDownPage'));
const MaintenancePage = retryableLazy(() => import('../pages/message/MaintenancePage'));
const LoggedOutPage = retryableLazy(() => import('../pages/message/LoggedOutPage'));
const AccountCreatedPage = retryableLazy(() => import('../pages/message/AccountCreatedPage'));
const RegisterPage = retryableLazy(() => import('../pages/register/RegisterPage'));
const EmbeddedRegisterPage = retryableLazy(() => import('../pages/embedded-register/EmbeddedRegisterPage'));
const ConsentPage = retryableLazy(() => import('../pages/consent/ConsentPage'));
const SecondStepPage = retryableLazy(() => import('../pages/second-step/SecondStepPage'));

function Lazy({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageSpinner label={t('remote.loading')} />}>{children}</Suspense>
    </ChunkBoundary>
  );
}

/**
 * The shell's route table (SPEC §2): public pages, then the authenticated area behind the login
 * check with the shell's own pages and each remote mounted at the paths /remotes.json gives it.
 */
export function shellRoutes(remotes: readonly RemoteDefinition[]): RouteObject[] {
  const remoteMounts: RouteObject[] = remotes.flatMap((remote) =>
    remote.paths.map((path) => ({ path: `${path}/*`, element: <RemoteRoutes remoteName={remote.name} mountPath={path} /> })),
  );
  return [
    { path: paths.login, element: <PublicOnly><LoginPage /></PublicOnly> },
    { path: paths.secondStep, element: <PublicOnly><Lazy><SecondStepPage /></Lazy></PublicOnly> },
    { path: paths.forgot, element: <PublicOnly><Lazy><ForgotPasswordPage /></Lazy></PublicOnly> },
    { path: paths.register, element: <PublicOnly><Lazy><RegisterPage /></Lazy></PublicOnly> },
    { path: paths.embeddedRegister, element: <Lazy><EmbeddedRegisterPage /></Lazy> },
    { path: paths.logout, element: <LogoutPage /> },
    { path: paths.error, element: <ForbiddenPage /> },
    { path: paths.verify, element: <Lazy><SetPasswordPage /></Lazy> },
    { path: paths.passwordUpdate, element: <Lazy><PasswordUpdatePage /></Lazy> },
    { path: paths.switchAccount, element: <Lazy><SwitchAccountPage /></Lazy> },
    { path: paths.appDown, element: <Lazy><AppDownPage /></Lazy> },
    { path: paths.maintenance, element: <Lazy><MaintenancePage /></Lazy> },
    { path: paths.loggedOut, element: <Lazy><LoggedOutPage /></Lazy> },
    { path: paths.accountCreated, element: <Lazy><AccountCreatedPage /></Lazy> },
    { path: paths.consent, element: <Lazy><ConsentPage /></Lazy> },
    {
      path: paths.root,
      element: (
        <RequireSession>
          <Lazy>
            <AuthenticatedLayout />
          </Lazy>
        </RequireSession>
      ),
      children: [
        { index: true, element: <Navigate to={paths.appLauncher} replace /> },
        { path: paths.appLauncher, element: <Lazy><appLauncherPage.Page /></Lazy> },
        ...remoteMounts,
        { path: '*', element: <Navigate to={paths.appLauncher} replace /> },
      ],
    },
  ];
}
