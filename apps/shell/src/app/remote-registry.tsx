import { createContext, useContext, type ReactNode } from 'react';
import type { RemoteRegistry } from './remotes';

const RegistryContext = createContext<RemoteRegistry>({});

/** The remotes of /config.json, for the routes, the navigation and the dashboard. */
export function RemoteRegistryProvider({ remotes, children }: { remotes: RemoteRegistry; children: ReactNode }) {
  return <RegistryContext.Provider value={remotes}>{children}</RegistryContext.Provider>;
}

export function useRemoteRegistry(): RemoteRegistry {
  return useContext(RegistryContext);
}
