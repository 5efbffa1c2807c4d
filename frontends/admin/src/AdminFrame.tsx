import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RequireSysadmin } from './pages/RequireSysadmin';
import type { AdminRootStore } from './stores/AdminRootStore';
import { AdminStoresProvider } from './stores/stores-context';

interface AdminFrameProps {
  i18n: I18n;
  rootStore: AdminRootStore;
  children: ReactNode;
}

/**
 * What every admin page renders in: the remote's stores, the shell's i18n instance given to this
 * bundle's own react-i18next (docs/adr/0302), and the SYSADMIN check (SPEC §6).
 */
export function AdminFrame({ i18n, rootStore, children }: AdminFrameProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AdminStoresProvider rootStore={rootStore}>
        <RequireSysadmin>{children}</RequireSysadmin>
      </AdminStoresProvider>
    </I18nextProvider>
  );
}
