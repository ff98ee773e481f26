// Messages kept as catalogues (`<area>.en.messages.json` and its translations beside it, compiled
// from ICU at build time by tools/i18n): the screens show them in the user's language through
// `defineCatalogue` (@pitaka/ui), while rules and tests keep reading the English texts.

/** A catalogue in every language: English bundled with the code, the others downloaded on demand. */
export interface MessageCatalogue<K extends string> {
  en: Record<K, unknown>;
  fil: () => Promise<{ default: Record<K, unknown> }>;
}

/** A compiled message with no placeholder is its text, in one or more parts. */
function plainText(key: string, compiled: unknown): string {
  if (typeof compiled === 'string') return compiled;
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('');
  throw new Error(`Message "${key}" has placeholders: it needs values, not a plain text`);
}

/** The English texts of a catalogue whose messages take no values. */
export function plainTexts<K extends string>(compiled: Record<K, unknown>): Readonly<Record<K, string>> {
  return Object.fromEntries(Object.entries(compiled).map(([key, message]) => [key, plainText(key, message)])) as Record<
    K,
    string
  >;
}
