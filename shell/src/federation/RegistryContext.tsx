import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { RemoteRegistry, RemoteRegistryStore } from './remote-registry';

const RegistryContext = createContext<RemoteRegistryStore | null>(null);

export function RegistryProvider({ registry, children }: { registry: RemoteRegistryStore; children: ReactNode }) {
  return <RegistryContext.Provider value={registry}>{children}</RegistryContext.Provider>;
}

function useRegistryStore(): RemoteRegistryStore {
  const store = useContext(RegistryContext);
  if (!store) throw new Error('RegistryProvider is missing');
  return store;
}

/** Reads the remote registry (the remotes' routing facts and loaded contracts) and re-renders on change. */
export function useRemoteRegistry<T>(select: (r: RemoteRegistry) => T): T {
  const store = useRegistryStore();
  const current = () => select(store.getState());
  // The registry lives in the browser only and has loaded the first page's remote before a server
  // page is hydrated: hydration reads its current state too, not its initial one (a zustand
  // hook's server snapshot), which has no remote loaded.
  return useSyncExternalStore(store.subscribe, current, current);
}
