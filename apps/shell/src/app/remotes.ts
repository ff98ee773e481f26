import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

export type RemoteName = 'accounts' | 'paluwagan' | 'debt';

/** Registers the remotes named in /config.json; a new URL there needs no shell rebuild. */
export function registerRemotesFromConfig(remotes: Record<string, string>): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads `remote/module` and returns its default export, a React component. */
export async function loadRemoteComponent<P extends object>(
  remote: RemoteName,
  module: string,
): Promise<{ default: ComponentType<P> }> {
  const loaded = await loadRemote<{ default: ComponentType<P> }>(`${remote}/${module}`);
  if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
  return loaded;
}
