/**
 * A choice remembered on this device under `key` (the theme, the language): the stored value when
 * it is one of `choices`, else `fallback` (nothing stored, junk, or a storage that refuses).
 */
export function readStoredChoice<T extends string>(key: string, choices: readonly T[], fallback: T): T {
  try {
    const stored = localStorage.getItem(key);
    return choices.includes(stored as T) ? (stored as T) : fallback;
  } catch {
    return fallback;
  }
}

/** Remembers `value` under `key`, or forgets it when it is the default: false when storage refused. */
export function storeChoice(key: string, value: string, isDefault: boolean): boolean {
  try {
    if (isDefault) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
