import type { FirebaseOptions } from 'firebase/app';

/** The shape of `/config.json`, fetched by the shell (and each standalone remote) at start. */
export interface RuntimeConfig {
  firebase: FirebaseOptions;
  /** Emulator hosts ("127.0.0.1:9099"); absent in production. */
  emulators?: { auth?: string; firestore?: string };
  /** Remote name -> URL of its `mf-manifest.json`. */
  remotes: Record<string, string>;
}

export class RuntimeConfigError extends Error {}

export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config.json is not an object');
  const config = value as Partial<RuntimeConfig>;
  if (typeof config.firebase !== 'object' || config.firebase === null || typeof config.firebase.apiKey !== 'string') {
    throw new RuntimeConfigError('config.json: "firebase" with an "apiKey" is required');
  }
  if (config.remotes !== undefined && (typeof config.remotes !== 'object' || config.remotes === null)) {
    throw new RuntimeConfigError('config.json: "remotes" must map names to manifest URLs');
  }
  return { firebase: config.firebase, emulators: config.emulators, remotes: config.remotes ?? {} };
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
