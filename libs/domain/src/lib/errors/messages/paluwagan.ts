// Paluwagan (spec sections 4, 5 and 8). Spec silent: paymentsNotFoundOrPaid, payoutAlreadyReceived
// and payoutNotReceived (refusals a concurrent or stale action can hit), lockedNotice's exact words,
// payoutsToMark (a card must not say 'All payouts received' while a past payout is still unmarked)
// and noPayoutsAhead (the detail's Next Payout block when none is ahead but some past ones are
// unmarked). Dates in messages come formatted in the language they are shown in.
import english from './paluwagan.en.messages.json';
import { englishOf, messageGroup } from './catalogue';

export type PaluwaganMessageKey = keyof typeof english;

/** The paluwagan's messages: `new DataError('not-found', PALUWAGAN.notFound)`. */
export const {
  catalogue: PALUWAGAN_CATALOGUE,
  message: paluwaganMessage,
  plain: PALUWAGAN,
  texts: PALUWAGAN_MESSAGES,
} = messageGroup('paluwagan', { en: english, fil: () => import('./paluwagan.fil.messages.json') }, [
  'accountNotFoundForWeek',
  'paymentsMarkedUnpaid',
  'confirmUnmarkWeeks',
  'nextPayout',
  'payoutsToMark',
  'noPayoutsAhead',
  'paymentDueThisWeek',
  'startedOn',
  'paidFrom',
]);

export const accountNotFoundForWeek = (week: number) => paluwaganMessage('accountNotFoundForWeek', { week });

export const paymentsMarkedUnpaid = (count: number) => paluwaganMessage('paymentsMarkedUnpaid', { count });
export const confirmUnmarkWeeks = (count: number) => paluwaganMessage('confirmUnmarkWeeks', { count });
export const payoutsToMark = (count: number) => paluwaganMessage('payoutsToMark', { count });
export const noPayoutsAhead = (count: number) => paluwaganMessage('noPayoutsAhead', { count });

// 'Next payout {date}', 'Payment due this week {date}', 'Started {date}': the date formatted in
// the language shown.
export const nextPayout = (date: string) => paluwaganMessage('nextPayout', { date });
export const paymentDueThisWeek = (date: string) => paluwaganMessage('paymentDueThisWeek', { date });
export const startedOn = (date: string) => paluwaganMessage('startedOn', { date });

export const paidFrom = (accountName: string) => paluwaganMessage('paidFrom', { account: accountName });

// The English texts, for the rules and the tests.
export const accountNotFoundForWeekMessage = englishOf(accountNotFoundForWeek);
export const paymentsMarkedUnpaidMessage = englishOf(paymentsMarkedUnpaid);
export const confirmUnmarkWeeksMessage = englishOf(confirmUnmarkWeeks);
export const payoutsToMarkText = englishOf(payoutsToMark);
export const noPayoutsAheadText = englishOf(noPayoutsAhead);
export const nextPayoutText = englishOf(nextPayout);
export const paymentDueThisWeekText = englishOf(paymentDueThisWeek);
export const startedOnText = englishOf(startedOn);
export const paidFromText = englishOf(paidFrom);
