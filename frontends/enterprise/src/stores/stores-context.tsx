import { createContext, type ReactNode, useContext } from 'react';
import type { EnterpriseRootStore } from './EnterpriseRootStore';

const EnterpriseStoresContext = createContext<EnterpriseRootStore | null>(null);

export function EnterpriseStoresProvider({ rootStore, children }: { rootStore: EnterpriseRootStore; children: ReactNode }) {
  return <EnterpriseStoresContext.Provider value={rootStore}>{children}</EnterpriseStoresContext.Provider>;
}

export function useEnterpriseStores(): EnterpriseRootStore {
  const rootStore = useContext(EnterpriseStoresContext);
  if (!rootStore) throw new Error('useEnterpriseStores() needs an <EnterpriseStoresProvider> above it');
  return rootStore;
}
