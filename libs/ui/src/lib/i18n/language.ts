import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { readStoredChoice, storeChoice } from '../stored-choice';

export type Language = 'en' | 'fil';

/** The languages offered, each named in itself. */
export const LANGUAGES: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'fil', name: 'Filipino' },
];

/** Where the choice is remembered on this device (also read by assets/remembered-choices.js). */
export const LANGUAGE_KEY = 'pitaka:language';

/** When it was chosen (milliseconds): the newer of this device's and the account's choice wins. */
export const LANGUAGE_CHOSEN_AT_KEY = 'pitaka:language-chosen-at';

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language.code === value);

/** The language remembered on this device; English when none is. */
export function readLanguage(): Language {
  return readStoredChoice(
    LANGUAGE_KEY,
    LANGUAGES.map((language) => language.code),
    'en',
  );
}

/**
 * The page's language is `<html lang>`: one place every app on the page reads (each bundles its
 * own copy of this module), which screen readers and the browser's own texts follow too.
 */
function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : 'en';
}

/** Shows the language on this page without remembering it (English, when the chosen one could not be had). */
export function showLanguage(language: Language) {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/** A language choice remembered on this device, and when it was made (null: none made here). */
export interface LanguageChoice {
  language: Language;
  chosenAt: number | null;
}

export function readLanguageChoice(): LanguageChoice {
  let chosenAt: number | null = null;
  try {
    const stored = Number(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY));
    chosenAt = Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  } catch {
    // a storage that refuses remembers nothing
  }
  return { language: readLanguage(), chosenAt };
}

/** Remembers the choice on this device, with when it was made (now, unless it was made elsewhere). */
export function rememberLanguage(choice: LanguageChoice): void {
  storeChoice(LANGUAGE_KEY, choice.language, choice.language === 'en');
  storeChoice(LANGUAGE_CHOSEN_AT_KEY, String(choice.chosenAt), choice.chosenAt === null);
}

/** Shows the language and remembers it on this device, chosen now (a storage that refuses still shows it). */
export function chooseLanguage(language: Language, chosenAt: number | null = Date.now()): void {
  rememberLanguage({ language, chosenAt });
  showLanguage(language);
}

/** Puts the remembered language on the page (at start, and when another tab chose one). */
export function showRememberedLanguage(): void {
  showLanguage(readLanguage());
}

function subscribe(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_KEY || event.key === null) showRememberedLanguage();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

const RenderedLanguage = createContext<Language>('en');

/** The language of a render with no page (a screen prerendered at build time); English otherwise. */
export function ServerLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return createElement(RenderedLanguage.Provider, { value: language }, children);
}

/** The page's language, re-rendering when it changes (from any app on the page, or another tab). */
export function useLanguage(): Language {
  const rendered = useContext(RenderedLanguage);
  return useSyncExternalStore(subscribe, pageLanguage, () => rendered);
}
