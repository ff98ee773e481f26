// What the service worker does with each request, as pure rules over the URL (tested without a
// worker). Hashed files never change, so they are served from the cache; entry files name the
// current deploy's hashed files, so they come from the network first (a deploy is picked up on the
// next visit) and from the cache only when the network fails.

/** A content-hashed build file (`873.2732db79703d26f8.js`): the same name is always the same bytes. */
const HASHED = /\.[0-9a-f]{16}\.(js|css)$/;

/** Files that name the current deploy's hashed files: a remote's entry and manifest. */
const REMOTE_ENTRY = /\/(remoteEntry\.js|mf-manifest\.json)$/;

/** The shell's files that keep their names across deploys: the config, the pages' blocking scripts. */
const UNHASHED_FILES = new Set(['/config.json', '/remembered-choices.js', '/boot-screen.js']);

export type RequestKind =
  /** The shell's page (any client-side route): network first, the last one cached offline. */
  | 'page'
  /** The runtime config, the scheme's script and the remotes' entry files: network first, the cache offline. */
  | 'entry'
  /** Hashed code of the shell or a remote: the cache first. */
  | 'code'
  /** Everything else (Firestore, Auth, Google's scripts, other sites): the network, not cached. */
  | 'network';

export function requestKind(url: URL, mode: RequestMode, method: string, ownOrigin: string): RequestKind {
  if (method !== 'GET') return 'network';
  const own = url.origin === ownOrigin;
  if (own && mode === 'navigate') return 'page';
  if (own && UNHASHED_FILES.has(url.pathname)) return 'entry';
  if (REMOTE_ENTRY.test(url.pathname)) return 'entry';
  if (HASHED.test(url.pathname)) return 'code';
  return 'network';
}

/** The sign-in screens and the dashboard have static pages of their own (the host rewrites each path to its file). */
const STATIC_PAGES: Readonly<Record<string, string>> = {
  '/login': '/login.html',
  '/register': '/register.html',
  '/forgot-password': '/forgot-password.html',
  '/dashboard': '/dashboard.html',
};

/** Every page the shell serves: what a navigation is cached (and found offline) under. */
export const APP_PAGES = ['/index.html', ...Object.values(STATIC_PAGES)];

/** The cached page a navigation to `url` is answered with: its static page, or the app's one page. */
export function pageCacheKey(url: URL): string {
  return STATIC_PAGES[url.pathname.replace(/\/+$/, '')] ?? '/index.html';
}
