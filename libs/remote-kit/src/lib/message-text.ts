// The domain's messages in the page's language: a validation failure, a DomainError or DataError,
// or a message of a group (`ACCOUNT.noAccounts`, `accountsCount(n)`), by its MessageRef. English is
// the message's own text; a message without a reference (a group not yet in a catalogue, a text
// the page already translated) shows as it is.
import { isDataError } from '@pitaka/platform';
import {
  loadMessageTranslations,
  resolveValues,
  type DomainMessage,
  type MessageGroup,
  type TranslatedLanguage,
} from '@pitaka/domain';
import { addCatalogueLoader, compiledText, useLanguage, type Language, type Text } from '@pitaka/ui';
import { use, useMemo } from 'react';

export interface MessageText {
  /** A failure, an error or a group's message in the page's language (a plain string as it is). */
  (message: string | DomainMessage): string;
  /** What a page shows for a failed query or command: the refusal's own message, otherwise `fallback`. */
  ofError(error: unknown, fallback: string | DomainMessage): string;
}

type GroupTexts = Readonly<Record<MessageGroup, Text<string>>>;

const ready = new Map<Language, GroupTexts>();
const pending = new Map<Language, Promise<GroupTexts>>();

function loadGroups(language: Language): Promise<GroupTexts | null> {
  if (language === 'en') return Promise.resolve(null);
  let loading = pending.get(language);
  if (!loading) {
    // No English catalogue: English shows the message's own text, so a page in English downloads none.
    loading = loadMessageTranslations(language as TranslatedLanguage).then((compiled) => {
      const byGroup = Object.fromEntries(
        Object.entries(compiled).map(([group, messages]) => [group, compiledText(language, messages)]),
      ) as GroupTexts;
      ready.set(language, byGroup);
      return byGroup;
    });
    // A failed download is tried again at the next use.
    loading.catch(() => pending.delete(language));
    pending.set(language, loading);
  }
  return loading;
}
// The app's start and a language switch wait for them with the other texts: no suspending after.
addCatalogueLoader(loadGroups);

function messageText(texts: GroupTexts | null, language: Language): MessageText {
  const text = (message: string | DomainMessage): string => {
    if (typeof message === 'string') return message;
    const { ref } = message;
    if (!texts || !ref) return message.message;
    return texts[ref.group](ref.key, ref.values && resolveValues(ref.values, language, text));
  };
  const ofError = (error: unknown, fallback: string | DomainMessage) =>
    isDataError(error) && error.code !== 'unexpected' ? text(error) : text(fallback);
  return Object.assign(text, { ofError });
}

const ENGLISH = messageText(null, 'en');

/** The domain's messages in the page's language (suspends while a chosen language downloads). */
export function useMessageText(): MessageText {
  const language = useLanguage();
  const texts = language === 'en' ? null : (ready.get(language) ?? use(loadGroups(language)));
  return useMemo(() => (texts ? messageText(texts, language) : ENGLISH), [texts, language]);
}

/**
 * A form's error (any DomainMessage with its field) with `message` in the page's language: one
 * object while the error stands, so effects that follow it (focus) do not run again at each render.
 */
export function useShownError<E extends DomainMessage>(error: E | null): E | null {
  const say = useMessageText();
  return useMemo(() => error && { ...error, message: say(error) }, [error, say]);
}
