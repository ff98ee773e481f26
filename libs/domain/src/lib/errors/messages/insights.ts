// Insights (issue 22; the spec predates them, so every text here is spec silent).
import english from './insights.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type MessageCatalogue } from './catalogue';

export type InsightsMessageKey = keyof typeof english;

/** The insights' messages in every language. */
export const INSIGHTS_CATALOGUE: MessageCatalogue<InsightsMessageKey> = {
  en: english,
  fil: () => import('./insights.fil.messages.json'),
};

/** The messages with a reference for the screens. */
export const INSIGHTS = plainMessages(messagesOf('insights', english), english);

/** The English texts, for the rules and the tests. */
export const INSIGHTS_MESSAGES = plainTexts(english);
