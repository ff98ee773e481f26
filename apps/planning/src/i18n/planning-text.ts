import { defineCatalogue, type Text } from '@pitaka/ui';
import english from './planning.en.messages.json';

export type PlanningTextKey = keyof typeof english;

/** The texts of the planning screens: upcoming, recurring and its forms, the "Due this week" widget. */
export type PlanningText = Text<PlanningTextKey>;

export const planningCatalogue = defineCatalogue<PlanningTextKey>({
  en: english,
  fil: () => import('./planning.fil.messages.json'),
});

export const usePlanningText = planningCatalogue.useText;
