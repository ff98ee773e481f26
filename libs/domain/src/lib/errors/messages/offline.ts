// Reading offline (issue 25; spec silent).
import english from './offline.en.messages.json';
import { messageGroup } from './catalogue';

export type OfflineMessageKey = keyof typeof english;

/** The offline messages: `OFFLINE.key` for the screens, `OFFLINE_MESSAGES.key` in English. */
export const {
  catalogue: OFFLINE_CATALOGUE,
  plain: OFFLINE,
  texts: OFFLINE_MESSAGES,
} = messageGroup('offline', { en: english, fil: () => import('./offline.fil.messages.json') });
