// Reading offline (issue 25; spec silent).
import english from './offline.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type MessageCatalogue } from './catalogue';

export type OfflineMessageKey = keyof typeof english;

/** The offline messages in every language. */
export const OFFLINE_CATALOGUE: MessageCatalogue<OfflineMessageKey> = {
  en: english,
  fil: () => import('./offline.fil.messages.json'),
};

/** The messages with a reference for the screens. */
export const OFFLINE = plainMessages(messagesOf('offline', english), english);

/** The English texts, for the rules and the tests. */
export const OFFLINE_MESSAGES = plainTexts(english);
