// What a MessageRef's `group` names, and how the screens get the groups' translations
// (@pitaka/remote-kit's useMessageText): all at once, downloaded on first use.
import type { TRANSLATIONS } from './translation-table';

/** The languages the domain's messages are translated into (English is the messages' own text). */
export type TranslatedLanguage = keyof typeof TRANSLATIONS;

export type MessageGroup = keyof (typeof TRANSLATIONS)['fil'];

/** Compiled messages by key. */
export type CompiledMessages = Readonly<Record<string, unknown>>;

/** Every group's compiled messages in `language`, downloaded when first asked for. */
export function loadMessageTranslations(
  language: TranslatedLanguage,
): Promise<Readonly<Record<MessageGroup, CompiledMessages>>> {
  return import('./translation-table').then((table) => table.TRANSLATIONS[language]);
}
