import { defineCatalogue, type KeyOf, type TextOf } from '@pitaka/ui';
import english from './planning.en.messages.json';

/** The texts of the planning screens: upcoming, recurring and its forms, the "Due this week" widget. */
export const planningCatalogue = defineCatalogue({ en: english, fil: () => import('./planning.fil.messages.json') });
export type PlanningTextKey = KeyOf<typeof planningCatalogue>;
export type PlanningText = TextOf<typeof planningCatalogue>;
export const usePlanningText = planningCatalogue.useText;
