// Insights (issue 22; the spec predates them, so every text here is spec silent).
import english from './insights.en.messages.json';
import { messageGroup } from './catalogue';

export type InsightsMessageKey = keyof typeof english;

/** The insights' messages: `INSIGHTS.key` for the screens, `INSIGHTS_MESSAGES.key` in English. */
export const {
  catalogue: INSIGHTS_CATALOGUE,
  plain: INSIGHTS,
  texts: INSIGHTS_MESSAGES,
} = messageGroup('insights', { en: english, fil: () => import('./insights.fil.messages.json') });
