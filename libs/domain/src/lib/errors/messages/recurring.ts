// Recurring bills and income (spec silent: the original product has none). An amount above the
// maximum uses amountExceedsMax, as every amount input does. loadDueFailed: /upcoming and the
// dashboard's "Due this week"; amountToPay: paying or receiving a 'varies' item without saying how
// much; typeLocked: an edit once an occurrence is paid (the type would turn its reversal around).
import english from './recurring.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type MessageCatalogue } from './catalogue';

export type RecurringMessageKey = keyof typeof english;

/** The recurring items' messages in every language. */
export const RECURRING_CATALOGUE: MessageCatalogue<RecurringMessageKey> = {
  en: english,
  fil: () => import('./recurring.fil.messages.json'),
};

/** The messages with a reference for the screens. */
export const RECURRING = plainMessages(messagesOf('recurring', english), english);

/** The English texts, for the rules and the tests. */
export const RECURRING_MESSAGES = plainTexts(english);
