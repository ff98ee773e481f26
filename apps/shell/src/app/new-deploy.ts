// A remote redeployed while a tab is open: the tab's copy of the remote asks for a file of its own
// build, which the host no longer has (every build names its files by their content). The tab then
// reloads once and runs the new build whole, rather than half an old build; a file that is still
// listed is an outage (the area says so, with Retry), not a new deploy.

/** The URL of the code file whose load failed (webpack's ChunkLoadError, possibly wrapped), or null. */
export function failedChunkUrl(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { request, cause } = e as { request?: unknown; cause?: unknown };
    if (typeof request === 'string' && /\.js(\?|$)/.test(request)) return request;
    e = cause;
  }
  return null;
}

interface AssetList {
  sync?: unknown;
  async?: unknown;
}

/** Every code file a remote's mf-manifest.json names (its exposed modules' and shared modules'). */
export function manifestFiles(manifest: unknown): Set<string> {
  const files = new Set<string>();
  const add = (list: unknown) => {
    if (Array.isArray(list)) for (const file of list) if (typeof file === 'string') files.add(file);
  };
  const { exposes, shared } = (manifest ?? {}) as { exposes?: unknown; shared?: unknown };
  for (const item of [...(Array.isArray(exposes) ? exposes : []), ...(Array.isArray(shared) ? shared : [])]) {
    const js = (item as { assets?: { js?: AssetList } } | null)?.assets?.js;
    add(js?.sync);
    add(js?.async);
  }
  return files;
}

/**
 * Whether the failed file belongs to an older deploy: the remote's manifest, read fresh, does not
 * name it. False when the manifest cannot be read (the remote is down, or the device offline).
 */
export async function isFromOlderDeploy(error: unknown, manifestUrl: string): Promise<boolean> {
  const chunk = failedChunkUrl(error);
  if (!chunk) return false;
  try {
    const response = await fetch(manifestUrl, { cache: 'no-store' });
    if (!response.ok) return false;
    const name = new URL(chunk).pathname.split('/').pop() ?? '';
    return !manifestFiles(await response.json()).has(name);
  } catch {
    return false;
  }
}

const RELOADED_AT = 'pitaka:reloaded-for-deploy';
/** A second new deploy seen this soon after a reload is not reloaded for: no loop. */
const RELOAD_GAP_MS = 60_000;

/** Reloads the page for a new deploy, unless it did so within the last minute; whether it did. */
export function reloadForNewDeploy(now = Date.now(), reload = () => window.location.reload()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now - last < RELOAD_GAP_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
