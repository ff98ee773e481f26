import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistration } from './remote-registration';
import type { DashboardWidgetDeclaration, WidgetsModule } from '@pitaka/remote-kit';
import type { ComponentType } from 'react';
import { WIDGETS_MODULE } from './routing/route-table';

/**
 * The remotes of /config.json by name, each with its manifest URL, prefixes, navigation entries and
 * dashboard widgets: all the shell knows of them. Adding, moving or removing one is a config change.
 */
export type RemoteRegistry = Readonly<Record<string, RemoteRegistration>>;

/** The remotes of /config.json as written, before the shell reads them (remote-registry-reader.ts). */
export type WrittenRemotes = Readonly<Record<string, unknown>>;

/** Registers the remotes' manifests with Module Federation; a new URL needs no shell rebuild. */
export function registerRemotesFromConfig(remotes: RemoteRegistry): void {
  registerRemotes(
    Object.entries(remotes).map(([name, { entry }]) => ({ name, entry })),
    { force: true },
  );
}

/** Loads `remote/module` and returns its default export, a React component. */
export async function loadRemoteComponent<P extends object>(
  remote: string,
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
export async function loadWidgetDeclarations(remote: string): Promise<readonly DashboardWidgetDeclaration[]> {
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
