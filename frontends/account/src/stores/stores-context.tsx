import { createContext, type ReactNode, useContext } from 'react';
import type { AccountRootStore } from './AccountRootStore';

const AccountStoresContext = createContext<AccountRootStore | null>(null);

export function AccountStoresProvider({ rootStore, children }: { rootStore: AccountRootStore; children: ReactNode }) {
  return <AccountStoresContext.Provider value={rootStore}>{children}</AccountStoresContext.Provider>;
}

export function useAccountStores(): AccountRootStore {
  const rootStore = useContext(AccountStoresContext);
  if (!rootStore) throw new Error('useAccountStores() needs an <AccountStoresProvider> above it');
  return rootStore;
}
