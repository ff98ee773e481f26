import { defineCatalogue, type KeyOf, type TextOf } from '@pitaka/ui';
import english from './flows.en.messages.json';

/** The texts of the accounts remote's flows: statement import, backup and the CSV export. */
export const flowsCatalogue = defineCatalogue({ en: english, fil: () => import('./flows.fil.messages.json') });
export type FlowsTextKey = KeyOf<typeof flowsCatalogue>;
export type FlowsText = TextOf<typeof flowsCatalogue>;
export const useFlowsText = flowsCatalogue.useText;
