import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { use, useMemo } from 'react';
import { useLanguage, type Language } from './language';

/** The values a message's placeholders take: `{name}`, `{count, plural, …}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** A catalogue's texts in one language: the key, and the values of its placeholders. */
export type Text<K extends string> = (key: K, values?: MessageValues) => string;

/** A catalogue module as imported: its messages, compiled from ICU at build time (tools/i18n). */
type CatalogueModule<K extends string> = { default: Record<K, unknown> };

export interface CatalogueSources<K extends string> {
  /** English: bundled with the code that uses it, the first paint needs it. */
  en: Record<K, unknown>;
  /** Every other language, downloaded only once chosen. */
  fil: () => Promise<CatalogueModule<K>>;
}

/** The keys of a catalogue, and its texts' type: `TextOf<typeof debtCatalogue>`. */
export type KeyOf<C> = C extends Catalogue<infer K> ? K : never;
export type TextOf<C> = Text<KeyOf<C>>;

export interface Catalogue<K extends string> {
  /** The texts in the page's language (suspends while a chosen language's catalogue downloads). */
  useText(): Text<K>;
  /** The texts in `language`, outside React (e.g. for words stored in a document). */
  load(language: Language): Promise<Text<K>>;
}

const loaders = new Set<(language: Language) => Promise<unknown>>();

/** Every catalogue of this app in `language`, downloaded: a first render that will not suspend. */
export function loadCatalogues(language: Language): Promise<void> {
  return Promise.all([...loaders].map((load) => load(language))).then(() => undefined);
}

/** Texts kept outside `defineCatalogue` (e.g. the domain's messages) that `loadCatalogues` waits for too. */
export function addCatalogueLoader(load: (language: Language) => Promise<unknown>): void {
  loaders.add(load);
}

function instance(language: Language, messages: Readonly<Record<string, unknown>>): I18n {
  return setupI18n({ locale: language, messages: { [language]: messages as Messages } });
}

/** Compiled messages in `language` as a text function: for messages downloaded by other means. */
export function compiledText(language: Language, messages: Readonly<Record<string, unknown>>): Text<string> {
  const i18n = instance(language, messages);
  return (key, values) => i18n._(key, values);
}

/**
 * One part of an app's texts (a screen, a feature), in every language. Keys are checked by the
 * compiler against the English catalogue; tools/i18n checks the other languages against it.
 */
export function defineCatalogue<K extends string>(sources: CatalogueSources<K>): Catalogue<K> {
  const english = instance('en', sources.en);
  const ready = new Map<Language, I18n>([['en', english]]);
  const pending = new Map<Language, Promise<I18n>>([['en', Promise.resolve(english)]]);

  const translator =
    (i18n: I18n): Text<K> =>
    (key, values) =>
      i18n._(key, values);
  const loadInstance = (language: Language): Promise<I18n> => {
    let loading = pending.get(language);
    if (!loading) {
      loading = sources[language as 'fil']().then((module) => {
        const loaded = instance(language, module.default);
        ready.set(language, loaded);
        return loaded;
      });
      // A failed download is tried again at the next use.
      loading.catch(() => pending.delete(language));
      pending.set(language, loading);
    }
    return loading;
  };
  loaders.add(loadInstance);

  return {
    useText() {
      const language = useLanguage();
      // Downloaded already (the app's start waits for the chosen language): no suspending.
      const i18n = ready.get(language) ?? use(loadInstance(language));
      return useMemo(() => translator(i18n), [i18n]);
    },
    load: (language) => loadInstance(language).then(translator),
  };
}
