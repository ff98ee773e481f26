// Recurring bills and income (spec silent: the original product has none). An amount above the
// maximum uses amountExceedsMax, as every amount input does. loadDueFailed: /upcoming and the
// dashboard's "Due this week"; amountToPay: paying or receiving a 'varies' item without saying how
// much; typeLocked: an edit once an occurrence is paid (the type would turn its reversal around).
import english from './recurring.en.messages.json';
import { messageGroup } from './catalogue';

export type RecurringMessageKey = keyof typeof english;

/** The recurring items' messages: `RECURRING.key` for the screens, `RECURRING_MESSAGES.key` in English. */
export const {
  catalogue: RECURRING_CATALOGUE,
  plain: RECURRING,
  texts: RECURRING_MESSAGES,
} = messageGroup('recurring', { en: english, fil: () => import('./recurring.fil.messages.json') });
