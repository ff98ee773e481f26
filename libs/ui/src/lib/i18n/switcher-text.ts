import english from './switchers.en.messages.json';
import { defineCatalogue } from './catalogue';

/** The language and theme switchers' words: apart from the kit's, which every remote bundles. */
export const switcherText = defineCatalogue<keyof typeof english>({
  en: english,
  fil: () => import('./switchers.fil.messages.json'),
});
