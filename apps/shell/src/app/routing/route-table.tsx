import type { RemoteRegistry } from '../remotes';

/**
 * Which remote owns each top-level path prefix, from the remotes' registrations in /config.json:
 * the only routing the shell knows. The shell mounts the owner's exposed `./Routes` at
 * `<prefix>/*`; the remote's own list (its src/routes.tsx) decides the pages under it. A path under
 * no registered prefix is the shell's 404.
 */
export function remotePrefixes(remotes: RemoteRegistry): [prefix: string, remote: string][] {
  return Object.entries(remotes).flatMap(([remote, { prefixes }]) =>
    prefixes.map((prefix): [string, string] => [prefix, remote]),
  );
}

/** The module every remote exposes with its pages (`<remote>/Routes`). */
export const ROUTES_MODULE = 'Routes';

/**
 * The module every remote with dashboard widgets exposes with what the shell needs of them before
 * their code arrives (`<remote>/Widgets`: per widget module, its first reads and loading label).
 * The shell loads it as soon as the dashboard shows.
 */
export const WIDGETS_MODULE = 'Widgets';
