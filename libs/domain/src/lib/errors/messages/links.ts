// The links between transactions and the paluwagan, debt and recurring rows that booked them
// (the rules are in libs/domain/src/lib/links.ts). All spec silent. A row's words ('week 3 of
// Office Paluwagan') go into a sentence as a nested message, so the sentence is in one language.
import type { IsoCurrency, TransactionSource } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import { dayOfNumber } from '../../recurrence';
import english from './links.en.messages.json';
import { englishOf, messageGroup, type DomainMessage, type RefValue, type RefValues } from './catalogue';

export type LinkMessageKey = keyof typeof english;

/** The links' messages: `say(LINK.deleteKeepsHistory)`. */
export const {
  catalogue: LINK_CATALOGUE,
  message: linkMessage,
  plain: LINK,
  texts: LINK_MESSAGES,
} = messageGroup('links', { en: english, fil: () => import('./links.fil.messages.json') }, [
  'row.paluwaganWeek',
  'row.paluwaganPayout',
  'row.debtPayment',
  'row.recurring',
  'short.paluwaganWeek',
  'short.paluwaganPayout',
  'short.debtPayment',
  'short.recurring',
  'revertNotice.unpaid',
  'revertNotice.unreceived',
  'linkedEditRefused',
  'reversalRevertRefused',
  'staleLinkRevertRefused',
  'accountInUse',
  'deleteAccount',
  'deleteAccountWithBalance',
  'unmarkedWithoutReversal',
  'list',
]);

type SourceRow = Pick<TransactionSource, 'kind' | 'index'>;

/** A row in words: its message (from sourceRow), or its English text. */
export type RowLabel = string | DomainMessage;

const KIND_KEY = {
  'paluwagan-week': 'paluwaganWeek',
  'paluwagan-payout': 'paluwaganPayout',
  'debt-payment': 'debtPayment',
  recurring: 'recurring',
} as const;

function rowValues(source: SourceRow, name: string): RefValues {
  switch (source.kind) {
    case 'paluwagan-week':
      return { name, week: source.index };
    case 'paluwagan-payout':
      return { name, number: source.index };
    case 'debt-payment':
      return { name, payment: source.index + 1 };
    case 'recurring':
      // A recurring item's occurrence is its Manila day ('Dec 5, 2026').
      return { name, day: { calendarDay: dayOfNumber(source.index) } };
  }
}

/** Where a linked transaction came from, in words: 'week 3 of Office Paluwagan'. */
export function sourceRow(source: SourceRow, entityName: string): DomainMessage {
  return linkMessage(`row.${KIND_KEY[source.kind]}`, rowValues(source, entityName));
}

/** A short line for lists: 'Paluwagan: Office Paluwagan, week 3'. */
export function sourceShort(source: SourceRow, entityName: string): DomainMessage {
  return linkMessage(`short.${KIND_KEY[source.kind]}`, rowValues(source, entityName));
}

/** What reverting a linked payment also does, for the revert confirmation. */
export function linkedRevert(source: SourceRow, entityName: string): DomainMessage {
  const key = source.kind === 'paluwagan-payout' ? 'revertNotice.unreceived' : 'revertNotice.unpaid';
  return linkMessage(key, { row: sourceRow(source, entityName) });
}

// Refusals that name the row a transaction belongs to (or reverses).
export const linkedEditRefused = (row: RowLabel) => linkMessage('linkedEditRefused', { row });
export const reversalRevertRefused = (row: RowLabel) => linkMessage('reversalRevertRefused', { row });
export const staleLinkRevertRefused = (row: RowLabel) => linkMessage('staleLinkRevertRefused', { row });

/** Deleting an account some paid row points at: names the first row and counts the others. */
export function accountInUse(accountName: string, row: RowLabel, count: number): DomainMessage {
  return linkMessage('accountInUse', { account: accountName, row, count, others: count - 1 });
}

/** The account delete confirmation; a non-zero balance is mentioned. */
export function deleteAccountPrompt(
  accountName: string,
  balance: Centavos,
  currency: IsoCurrency = 'PHP',
): DomainMessage {
  return balance === 0
    ? linkMessage('deleteAccount', { account: accountName })
    : linkMessage('deleteAccountWithBalance', { account: accountName, balance: formatMoney(balance, currency) });
}

/** 'a, b, c', each item in the language of the sentence around it. */
function listOf(items: readonly RowLabel[]): RefValue {
  if (items.length === 0) return '';
  return items
    .slice(0, -1)
    .reduceRight<RefValue>((rest, first) => linkMessage('list', { first, rest }), items[items.length - 1]);
}

export function unmarkedWithoutReversal(rows: readonly RowLabel[]): DomainMessage {
  return linkMessage('unmarkedWithoutReversal', { rows: listOf(rows) });
}

// The English texts, for the rules and the tests.
export const sourceRowLabel = englishOf(sourceRow);
export const sourceShortText = englishOf(sourceShort);
export const linkedRevertNotice = englishOf(linkedRevert);
export const linkedEditRefusedMessage = englishOf(linkedEditRefused);
export const reversalRevertRefusedMessage = englishOf(reversalRevertRefused);
export const staleLinkRevertRefusedMessage = englishOf(staleLinkRevertRefused);
export const accountInUseMessage = englishOf(accountInUse);
export const deleteAccountNotice = englishOf(deleteAccountPrompt);
export const unmarkedWithoutReversalMessage = englishOf(unmarkedWithoutReversal);
