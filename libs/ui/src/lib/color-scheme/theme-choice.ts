import { useSyncExternalStore } from 'react';
import { readStoredChoice, storeChoice } from '../stored-choice';
import { SCHEME_ATTRIBUTE } from './scheme-attribute';

/** Light or dark as chosen, or the device's setting. */
export type ThemeChoice = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['light', 'dark', 'system'];

/** Where the choice is remembered on this device (also read by assets/remembered-choices.js). */
export const THEME_CHOICE_KEY = 'pitaka:theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();
/** The choice made on this page when the device refused to remember it: still the one shown here. */
let unremembered: ThemeChoice | undefined;

export function readThemeChoice(): ThemeChoice {
  return readStoredChoice(THEME_CHOICE_KEY, THEME_CHOICES, 'system');
}

function showChoice(choice: ThemeChoice) {
  const root = document.documentElement;
  if (choice === 'system') root.removeAttribute(SCHEME_ATTRIBUTE);
  else root.setAttribute(SCHEME_ATTRIBUTE, choice);
  // As assets/remembered-choices.js does: the page's canvas and the browser's own controls in that
  // scheme, also before the stylesheet is there; under System the stylesheet and device decide.
  root.style.colorScheme = choice === 'system' ? '' : choice;
}

/** Shows the scheme and remembers it on this device (a storage that refuses still shows it). */
export function chooseTheme(choice: ThemeChoice): void {
  showChoice(choice);
  // Not remembered: this page still shows it.
  unremembered = storeChoice(THEME_CHOICE_KEY, choice, choice === 'system') ? undefined : choice;
  for (const listener of listeners) listener();
}

/** The choice this page shows: the remembered one, unless the device refused to remember the last. */
function choiceInForce(): ThemeChoice {
  return unremembered ?? readThemeChoice();
}

function deviceScheme(): ColorScheme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * The scheme in force, as the page shows it: `<html data-theme>`, or the device's setting without
 * it. Read from the page, not this module, because every app bundles its own copy of this module.
 */
export function currentColorScheme(): ColorScheme {
  const shown = document.documentElement.getAttribute(SCHEME_ATTRIBUTE);
  return shown === 'light' || shown === 'dark' ? shown : deviceScheme();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice, and the device switching scheme (sunset, the user's setting).
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_CHOICE_KEY && event.key !== null) return;
    unremembered = undefined;
    showChoice(readThemeChoice());
    listener();
  };
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : undefined;
  window.addEventListener('storage', onStorage);
  media?.addEventListener?.('change', listener);
  // A choice made by another app on the page (each bundles its own copy of this module).
  const shown = new MutationObserver(listener);
  shown.observe(document.documentElement, { attributes: true, attributeFilter: [SCHEME_ATTRIBUTE] });
  return () => {
    shown.disconnect();
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    media?.removeEventListener?.('change', listener);
  };
}

/** The remembered choice, kept current across components and tabs. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, choiceInForce, () => 'system');
}

export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, currentColorScheme, () => 'light');
}

/**
 * Puts the remembered choice on the page: what assets/remembered-choices.js did before the first paint,
 * again for a page whose script did not run (offline, blocked).
 */
export function showRememberedTheme(): void {
  showChoice(readThemeChoice());
}
