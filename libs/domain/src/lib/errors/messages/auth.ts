// Sign-in screens (spec section 8).
import english from './auth.en.messages.json';
import { plainTexts, type MessageCatalogue } from './catalogue';

export type AuthMessageKey = keyof typeof english;

/** The sign-in screens' messages in every language. */
export const AUTH_CATALOGUE: MessageCatalogue<AuthMessageKey> = {
  en: english,
  fil: () => import('./auth.fil.messages.json'),
};

/** The English texts (the spec's words), for the rules and the tests. */
export const AUTH_MESSAGES = plainTexts(english);
