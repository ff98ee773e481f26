import type { FirebaseOptions } from 'firebase/app';
import { parseRemoteRegistrations, type RemoteRegistration } from './remote-registration';

/** The shape of `/config.json`, fetched by the shell (and each standalone remote) at start. */
export interface RuntimeConfig {
  firebase: FirebaseOptions;
  /** Emulator hosts ("127.0.0.1:9099"); absent in production. */
  emulators?: { auth?: string; firestore?: string };
  /**
   * The remotes the shell shows, by Module Federation name, in config order: each one's manifest
   * URL, prefixes, navigation entries and dashboard widgets. The shell's code names none of them.
   */
  remotes: Readonly<Record<string, RemoteRegistration>>;
}

export class RuntimeConfigError extends Error {}

/**
 * Without Firebase nothing works, so a config without it is refused whole; a malformed remote is
 * only left out (see remote-registration.ts), so one team's mistake leaves the others working.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config.json is not an object');
  const config = value as Partial<Record<keyof RuntimeConfig, unknown>>;
  const firebase = config.firebase as FirebaseOptions | null | undefined;
  if (typeof firebase !== 'object' || firebase === null || typeof firebase.apiKey !== 'string') {
    throw new RuntimeConfigError('config.json: "firebase" with an "apiKey" is required');
  }
  const remotes = config.remotes ?? {};
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new RuntimeConfigError('config.json: "remotes" must map remote names to their registrations');
  }
  return {
    firebase,
    emulators: config.emulators as RuntimeConfig['emulators'],
    remotes: parseRemoteRegistrations(remotes),
  };
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
