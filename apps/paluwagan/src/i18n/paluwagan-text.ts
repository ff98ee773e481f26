import { defineCatalogue, type Text } from '@pitaka/ui';
import english from './paluwagan.en.messages.json';

export type PaluwaganTextKey = keyof typeof english;
export type PaluwaganText = Text<PaluwaganTextKey>;

/** The paluwagan remote's own words: its pages, features, widget and kit. */
export const paluwaganCatalogue = defineCatalogue<PaluwaganTextKey>({
  en: english,
  fil: () => import('./paluwagan.fil.messages.json'),
});

export const usePaluwaganText = paluwaganCatalogue.useText;
