import { createContext, type ReactNode, useContext } from 'react';
import type { RootStore } from './RootStore';

const StoresContext = createContext<RootStore | null>(null);

export function StoresProvider({ rootStore, children }: { rootStore: RootStore; children: ReactNode }) {
  return <StoresContext.Provider value={rootStore}>{children}</StoresContext.Provider>;
}

export function useStores(): RootStore {
  const rootStore = useContext(StoresContext);
  if (!rootStore) throw new Error('useStores() needs a <StoresProvider> above it');
  return rootStore;
}
