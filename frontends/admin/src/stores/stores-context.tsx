import { createContext, type ReactNode, useContext } from 'react';
import type { AdminRootStore } from './AdminRootStore';

const AdminStoresContext = createContext<AdminRootStore | null>(null);

export function AdminStoresProvider({ rootStore, children }: { rootStore: AdminRootStore; children: ReactNode }) {
  return <AdminStoresContext.Provider value={rootStore}>{children}</AdminStoresContext.Provider>;
}

export function useAdminStores(): AdminRootStore {
  const rootStore = useContext(AdminStoresContext);
  if (!rootStore) throw new Error('useAdminStores() needs an <AdminStoresProvider> above it');
  return rootStore;
}
