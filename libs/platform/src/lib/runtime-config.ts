import type { FirebaseOptions } from 'firebase/app';

/** The shape of `/config.json`, fetched by the shell (and each standalone remote) at start. */
export interface RuntimeConfig {
  firebase: FirebaseOptions;
  /** Where the trusted core runs: the functions' region and the ledger callable's name (apps/functions/functions.json). */
  functions: FunctionsDeployment;
  /** Emulator hosts ("127.0.0.1:9099"); absent in production. */
  emulators?: { auth?: string; firestore?: string; functions?: string };
  /**
   * The remotes the shell shows, by Module Federation name, in config order, as written: each one's
   * manifest URL, prefixes, navigation entries and dashboard widgets. Only the shell reads them
   * (apps/shell/src/app/remote-registration.ts), and only once a page needs them, so the sign-in
   * screens do not download their reader.
   */
  remotes: Readonly<Record<string, unknown>>;
}

export interface FunctionsDeployment {
  region: string;
  ledger: string;
}

export class RuntimeConfigError extends Error {}

function isFunctionsDeployment(value: unknown): value is FunctionsDeployment {
  const f = value as Partial<FunctionsDeployment> | null | undefined;
  return typeof f === 'object' && f !== null && typeof f.region === 'string' && typeof f.ledger === 'string';
}

/**
 * Without Firebase and its functions nothing works, so a config without it is refused whole. The remotes are only
 * checked to be a map here: the shell leaves a malformed one out, so one team's mistake leaves the
 * others working.
 */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new RuntimeConfigError('config.json is not an object');
  const config = value as Partial<Record<keyof RuntimeConfig, unknown>>;
  const firebase = config.firebase as FirebaseOptions | null | undefined;
  if (typeof firebase !== 'object' || firebase === null || typeof firebase.apiKey !== 'string') {
    throw new RuntimeConfigError('config.json: "firebase" with an "apiKey" is required');
  }
  if (!isFunctionsDeployment(config.functions)) {
    throw new RuntimeConfigError(
      'config.json: "functions" with a "region" and the "ledger" callable\'s name is required',
    );
  }
  const remotes = config.remotes ?? {};
  if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) {
    throw new RuntimeConfigError('config.json: "remotes" must map remote names to their registrations');
  }
  return {
    firebase,
    functions: { region: config.functions.region, ledger: config.functions.ledger },
    emulators: config.emulators as RuntimeConfig['emulators'],
    remotes: remotes as Readonly<Record<string, unknown>>,
  };
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
