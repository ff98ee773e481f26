import { defineCatalogue } from '@pitaka/ui';
import english from './remote-kit.en.messages.json';

/** The remote kit's own words: its form buttons and the standalone frame. */
export const remoteKitText = defineCatalogue<keyof typeof english>({
  en: english,
  fil: () => import('./remote-kit.fil.messages.json'),
});
