import { defineCatalogue, type KeyOf, type TextOf } from '@pitaka/ui';
import english from './insights.en.messages.json';

/** The insights remote's words: its page, its charts and the dashboard's This month block. */
export const insightsCatalogue = defineCatalogue({ en: english, fil: () => import('./insights.fil.messages.json') });
export type InsightsTextKey = KeyOf<typeof insightsCatalogue>;
export type InsightsText = TextOf<typeof insightsCatalogue>;
export const useInsightsText = insightsCatalogue.useText;
