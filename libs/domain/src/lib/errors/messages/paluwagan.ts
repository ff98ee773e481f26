// Paluwagan (spec sections 4, 5 and 8). Spec silent: paymentsNotFoundOrPaid, payoutAlreadyReceived
// and payoutNotReceived (refusals a concurrent or stale action can hit), lockedNotice's exact words,
// payoutsToMark (a card must not say 'All payouts received' while a past payout is still unmarked)
// and noPayoutsAhead (the detail's Next Payout block when none is ahead but some past ones are
// unmarked). Dates in messages come formatted in the language they are shown in.
import english from './paluwagan.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type DomainMessage, type MessageCatalogue } from './catalogue';

export type PaluwaganMessageKey = keyof typeof english;

/** The paluwagan's messages in every language. */
export const PALUWAGAN_CATALOGUE: MessageCatalogue<PaluwaganMessageKey> = {
  en: english,
  fil: () => import('./paluwagan.fil.messages.json'),
};

const TEMPLATED = [
  'accountNotFoundForWeek',
  'paymentsMarkedUnpaid',
  'confirmUnmarkWeeks',
  'nextPayout',
  'payoutsToMark',
  'noPayoutsAhead',
  'paymentDueThisWeek',
  'startedOn',
  'paidFrom',
] as const;

/** A paluwagan message by key, with its values. */
export const paluwaganMessage = messagesOf('paluwagan', english);

/** The messages with a reference for the screens: `new DataError('not-found', PALUWAGAN.notFound)`. */
export const PALUWAGAN = plainMessages(paluwaganMessage, english, TEMPLATED);

/** The English texts (the spec's words), for the rules and the tests. */
export const PALUWAGAN_MESSAGES = plainTexts(english, TEMPLATED);

export function accountNotFoundForWeek(weekNumber: number): DomainMessage {
  return paluwaganMessage('accountNotFoundForWeek', { week: weekNumber });
}

export function accountNotFoundForWeekMessage(weekNumber: number): string {
  return accountNotFoundForWeek(weekNumber).message;
}

export function paymentsMarkedUnpaid(count: number): DomainMessage {
  return paluwaganMessage('paymentsMarkedUnpaid', { count });
}

export function paymentsMarkedUnpaidMessage(count: number): string {
  return paymentsMarkedUnpaid(count).message;
}

export function confirmUnmarkWeeks(count: number): DomainMessage {
  return paluwaganMessage('confirmUnmarkWeeks', { count });
}

export function confirmUnmarkWeeksMessage(count: number): string {
  return confirmUnmarkWeeks(count).message;
}

/** 'Next payout {date}', the date formatted in the language shown. */
export function nextPayout(date: string): DomainMessage {
  return paluwaganMessage('nextPayout', { date });
}

export function nextPayoutText(date: string): string {
  return nextPayout(date).message;
}

export function payoutsToMark(count: number): DomainMessage {
  return paluwaganMessage('payoutsToMark', { count });
}

export function payoutsToMarkText(count: number): string {
  return payoutsToMark(count).message;
}

export function noPayoutsAhead(count: number): DomainMessage {
  return paluwaganMessage('noPayoutsAhead', { count });
}

export function noPayoutsAheadText(count: number): string {
  return noPayoutsAhead(count).message;
}

/** 'Payment due this week {date}', the date formatted in the language shown. */
export function paymentDueThisWeek(date: string): DomainMessage {
  return paluwaganMessage('paymentDueThisWeek', { date });
}

export function paymentDueThisWeekText(date: string): string {
  return paymentDueThisWeek(date).message;
}

/** 'Started {date}', the date formatted in the language shown. */
export function startedOn(date: string): DomainMessage {
  return paluwaganMessage('startedOn', { date });
}

export function startedOnText(date: string): string {
  return startedOn(date).message;
}

export function paidFrom(accountName: string): DomainMessage {
  return paluwaganMessage('paidFrom', { account: accountName });
}

export function paidFromText(accountName: string): string {
  return paidFrom(accountName).message;
}
