import english from './ui.en.messages.json';
import { defineCatalogue } from './catalogue';

/** The kit's own words (its switchers, its controls). */
export const uiText = defineCatalogue<keyof typeof english>({
  en: english,
  fil: () => import('./ui.fil.messages.json'),
});
