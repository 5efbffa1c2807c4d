import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { EnterpriseRootStore } from './stores/EnterpriseRootStore';
import { EnterpriseStoresProvider } from './stores/stores-context';

interface EnterpriseFrameProps {
  i18n: I18n;
  rootStore: EnterpriseRootStore;
  children: ReactNode;
}

/**
 * What every enterprise page renders in: the remote's stores, and the shell's i18n instance given to
 * this bundle's own react-i18next (react-i18next is not a shared module, docs/adr/0302).
 */
export function EnterpriseFrame({ i18n, rootStore, children }: EnterpriseFrameProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <EnterpriseStoresProvider rootStore={rootStore}>{children}</EnterpriseStoresProvider>
    </I18nextProvider>
  );
}
