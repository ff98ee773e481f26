import { defineCatalogue, type Text } from '@pitaka/ui';
import english from './insights.en.messages.json';

export type InsightsTextKey = keyof typeof english;

/** The insights remote's words: its page, its charts and the dashboard's This month block. */
export const insightsCatalogue = defineCatalogue<InsightsTextKey>({
  en: english,
  fil: () => import('./insights.fil.messages.json'),
});

export const useInsightsText = insightsCatalogue.useText;

export type InsightsText = Text<InsightsTextKey>;
