import { defineCatalogue, type Text } from '@pitaka/ui';
import english from './flows.en.messages.json';

export type FlowsTextKey = keyof typeof english;

/** The texts of /accounts' flows: upcoming, recurring, statement import, backup and the CSV export. */
export type FlowsText = Text<FlowsTextKey>;

export const flowsCatalogue = defineCatalogue<FlowsTextKey>({
  en: english,
  fil: () => import('./flows.fil.messages.json'),
});

export const useFlowsText = flowsCatalogue.useText;
