import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { DashboardWidgetDeclaration, WidgetsModule } from '@pitaka/remote-kit';
import type { ComponentType } from 'react';
import { WIDGETS_MODULE } from './routing/route-table';

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

/**
 * How long the dashboard waits for a remote's widget declarations. The grid shows once every
 * remote has answered (so no slot grows afterwards): a remote that hangs instead of failing
 * must not hold the others' widgets back.
 */
export const WIDGET_DECLARATIONS_TIMEOUT_MS = 4000;

/** Loads a remote's widget declarations (`remote/Widgets`: data only, a few hundred bytes). */
export async function loadWidgetDeclarations(remote: RemoteName): Promise<readonly DashboardWidgetDeclaration[]> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${remote}/${WIDGETS_MODULE} did not answer in ${WIDGET_DECLARATIONS_TIMEOUT_MS} ms`)),
      WIDGET_DECLARATIONS_TIMEOUT_MS,
    );
  });
  try {
    const loaded = await Promise.race([loadRemote<WidgetsModule>(`${remote}/${WIDGETS_MODULE}`), timedOut]);
    if (!Array.isArray(loaded?.default)) throw new Error(`${remote}/${WIDGETS_MODULE} has no list of widgets`);
    return loaded.default;
  } finally {
    clearTimeout(timer);
  }
}
