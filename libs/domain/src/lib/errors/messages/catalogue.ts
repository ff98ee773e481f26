// Messages kept as catalogues (`<area>.en.messages.json` and its translations beside it, compiled
// from ICU at build time by tools/i18n): the screens show them in the user's language through
// `defineCatalogue` (@pitaka/ui), while rules and tests keep reading the English texts.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatDate, formatDateTime } from '../../dates';
import type { Language } from '../../language';
import type { MessageGroup } from './translations';

/** A catalogue in every language: English bundled with the code, the others downloaded on demand. */
export interface MessageCatalogue<K extends string> {
  en: Record<K, unknown>;
  fil: () => Promise<{ default: Record<K, unknown> }>;
}

/** The values a message's placeholders take: `{name}`, `{count, plural, …}`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A placeholder's value as a reference keeps it: besides text and numbers, a message of its own
 * (e.g. '3 accounts and 1 debt' inside a refusal) and an instant (shown as formatDateTime), both
 * shown in the language the whole message is shown in.
 */
export type RefValue = string | number | Date | CalendarDay | DomainMessage;

/** A Manila calendar day as a placeholder's value (a paid bill's day): shown as formatDate. */
export interface CalendarDay {
  readonly calendarDay: Date;
}
export type RefValues = Readonly<Record<string, RefValue>>;

/** Which message of which group (see MESSAGE_CATALOGUES), with its values: the text in any language. */
export interface MessageRef {
  readonly group: MessageGroup;
  readonly key: string;
  readonly values?: RefValues;
}

/**
 * A message as rules hand it on: the English text, and (once its group is a catalogue) the
 * reference screens translate. Validation failures, DomainErrors and DataErrors are all one.
 */
export interface DomainMessage {
  readonly message: string;
  readonly ref?: MessageRef;
}

/** A message of one group, by its key checked against the English catalogue. */
export type MessageOf<K extends string> = (key: K, values?: RefValues) => Required<DomainMessage>;

/** A compiled message with no placeholder is its text, in one or more parts. */
function plainText(key: string, compiled: unknown): string {
  if (typeof compiled === 'string') return compiled;
  if (Array.isArray(compiled) && compiled.every((part) => typeof part === 'string')) return compiled.join('');
  throw new Error(`Message "${key}" has placeholders: it needs values, not a plain text`);
}

/** The English texts of a catalogue's messages that take no values (`templated` names the others). */
export function plainTexts<K extends string, T extends K = never>(
  compiled: Record<K, unknown>,
  templated: readonly T[] = [],
): Readonly<Record<Exclude<K, T>, string>> {
  return Object.fromEntries(
    Object.entries(compiled)
      .filter(([key]) => !templated.includes(key as T))
      .map(([key, message]) => [key, plainText(key, message)]),
  ) as Record<Exclude<K, T>, string>;
}

/** A reference's values as a message takes them in `language` (`text` shows a nested message). */
export function resolveValues(
  values: RefValues,
  language: Language,
  text: (message: DomainMessage) => string,
): MessageValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date
        ? formatDateTime(value, language)
        : typeof value !== 'object'
          ? value
          : 'calendarDay' in value
            ? formatDate(value.calendarDay, language)
            : text(value),
    ]),
  );
}

const englishInstances = new WeakMap<object, I18n>();

/** One English message with its values, e.g. a count's plural. */
export function englishText<K extends string>(compiled: Record<K, unknown>, key: K, values?: RefValues): string {
  let i18n = englishInstances.get(compiled);
  if (!i18n) {
    i18n = setupI18n({ locale: 'en', messages: { en: compiled as Messages } });
    englishInstances.set(compiled, i18n);
  }
  return i18n._(key, values && resolveValues(values, 'en', (nested) => nested.message));
}

/** The messages of `group`: each with its English text and its reference. */
export function messagesOf<K extends string>(group: MessageGroup, english: Record<K, unknown>): MessageOf<K> {
  return (key, values) => ({
    message: englishText(english, key, values),
    ref: values === undefined ? { group, key } : { group, key, values },
  });
}

/** The messages that take no values, by key (`templated` names the others): `invalid(field, X.key)`. */
export function plainMessages<K extends string, T extends K = never>(
  message: MessageOf<K>,
  compiled: Record<K, unknown>,
  templated: readonly T[] = [],
): Readonly<Record<Exclude<K, T>, Required<DomainMessage>>> {
  return Object.fromEntries(
    Object.keys(plainTexts(compiled, templated)).map((key) => [key, message(key as K)]),
  ) as Record<Exclude<K, T>, Required<DomainMessage>>;
}

/**
 * What a group's module makes of its catalogue: the messages by key, those that take no values
 * (`templated` names the others) with their references, and their English texts.
 */
export interface MessageGroupOf<K extends string, T extends K> {
  /** The catalogue in every language (MESSAGE_CATALOGUES, the screens' `defineCatalogue`). */
  readonly catalogue: MessageCatalogue<K>;
  /** A message by key, with its values: `message('createdOn', { date })`. */
  readonly message: MessageOf<K>;
  /** The messages that take no values, with a reference for the screens: `invalid(field, X.key)`. */
  readonly plain: Readonly<Record<Exclude<K, T>, Required<DomainMessage>>>;
  /** Their English texts (the spec's words where it gives them), for the rules and the tests. */
  readonly texts: Readonly<Record<Exclude<K, T>, string>>;
}

export function messageGroup<K extends string, T extends K = never>(
  group: MessageGroup,
  catalogue: MessageCatalogue<K>,
  templated: readonly T[] = [],
): MessageGroupOf<K, T> {
  const message = messagesOf(group, catalogue.en);
  return {
    catalogue,
    message,
    plain: plainMessages(message, catalogue.en, templated),
    texts: plainTexts(catalogue.en, templated),
  };
}

/** The English text of what `make` says: `export const createdOnText = englishOf(createdOn)`. */
export function englishOf<A extends unknown[]>(make: (...args: A) => DomainMessage): (...args: A) => string {
  return (...args) => make(...args).message;
}

/** A message given as its English text or as a DomainMessage: the fields an error carries. */
export function domainMessage(message: string | DomainMessage): DomainMessage {
  if (typeof message === 'string') return { message };
  return message.ref ? { message: message.message, ref: message.ref } : { message: message.message };
}
