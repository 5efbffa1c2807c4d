import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { AccountRootStore } from './stores/AccountRootStore';
import { AccountStoresProvider } from './stores/stores-context';

interface AccountFrameProps {
  i18n: I18n;
  rootStore: AccountRootStore;
  children: ReactNode;
}

/**
 * What every account page renders in: the remote's stores, and the shell's i18n instance given to
 * this bundle's own react-i18next (react-i18next is not a shared module, docs/adr/0302).
 */
export function AccountFrame({ i18n, rootStore, children }: AccountFrameProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <AccountStoresProvider rootStore={rootStore}>{children}</AccountStoresProvider>
    </I18nextProvider>
  );
}
