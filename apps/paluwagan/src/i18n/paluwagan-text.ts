import { defineCatalogue, type KeyOf, type TextOf } from '@pitaka/ui';
import english from './paluwagan.en.messages.json';

/** The paluwagan remote's own words: its pages, features, widget and kit. */
export const paluwaganCatalogue = defineCatalogue({ en: english, fil: () => import('./paluwagan.fil.messages.json') });
export type PaluwaganTextKey = KeyOf<typeof paluwaganCatalogue>;
export type PaluwaganText = TextOf<typeof paluwaganCatalogue>;
export const usePaluwaganText = paluwaganCatalogue.useText;
