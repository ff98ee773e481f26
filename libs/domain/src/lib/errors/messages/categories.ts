// The categories' names (lookups.ts) in every language: stored in English, shown in the page's.
import english from './categories.en.messages.json';
import type { MessageCatalogue } from './catalogue';

/** The categories' names in every language. */
export const CATEGORY_CATALOGUE: MessageCatalogue<keyof typeof english> = {
  en: english,
  fil: () => import('./categories.fil.messages.json'),
};
