// The links between transactions and the paluwagan, debt and recurring rows that booked them
// (the rules are in libs/domain/src/lib/links.ts). All spec silent. A row's words ('week 3 of
// Office Paluwagan') go into a sentence as a nested message, so the sentence is in one language.
import type { CurrencyCode, TransactionSource } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import { dayOfNumber } from '../../recurrence';
import english from './links.en.messages.json';
import {
  messagesOf,
  plainMessages,
  plainTexts,
  type DomainMessage,
  type MessageCatalogue,
  type RefValue,
  type RefValues,
} from './catalogue';

export type LinkMessageKey = keyof typeof english;

/** The links' messages in every language. */
export const LINK_CATALOGUE: MessageCatalogue<LinkMessageKey> = {
  en: english,
  fil: () => import('./links.fil.messages.json'),
};

const TEMPLATED = [
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
] as const;

/** A links message by key, with its values. */
export const linkMessage = messagesOf('links', english);

/** The messages with a reference for the screens: `say(LINK.deleteKeepsHistory)`. */
export const LINK = plainMessages(linkMessage, english, TEMPLATED);

/** The English texts, for the rules and the tests. */
export const LINK_MESSAGES = plainTexts(english, TEMPLATED);

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

export function sourceRowLabel(source: SourceRow, entityName: string): string {
  return sourceRow(source, entityName).message;
}

/** A short line for lists: 'Paluwagan: Office Paluwagan, week 3'. */
export function sourceShort(source: SourceRow, entityName: string): DomainMessage {
  return linkMessage(`short.${KIND_KEY[source.kind]}`, rowValues(source, entityName));
}

export function sourceShortText(source: SourceRow, entityName: string): string {
  return sourceShort(source, entityName).message;
}

/** What reverting a linked payment also does, for the revert confirmation. */
export function linkedRevert(source: SourceRow, entityName: string): DomainMessage {
  const key = source.kind === 'paluwagan-payout' ? 'revertNotice.unreceived' : 'revertNotice.unpaid';
  return linkMessage(key, { row: sourceRow(source, entityName) });
}

export function linkedRevertNotice(source: SourceRow, entityName: string): string {
  return linkedRevert(source, entityName).message;
}

export function linkedEditRefused(row: RowLabel): DomainMessage {
  return linkMessage('linkedEditRefused', { row });
}

export function linkedEditRefusedMessage(label: string): string {
  return linkedEditRefused(label).message;
}

export function reversalRevertRefused(row: RowLabel): DomainMessage {
  return linkMessage('reversalRevertRefused', { row });
}

export function reversalRevertRefusedMessage(label: string): string {
  return reversalRevertRefused(label).message;
}

export function staleLinkRevertRefused(row: RowLabel): DomainMessage {
  return linkMessage('staleLinkRevertRefused', { row });
}

export function staleLinkRevertRefusedMessage(label: string): string {
  return staleLinkRevertRefused(label).message;
}

/** Deleting an account some paid row points at: names the first row and counts the others. */
export function accountInUse(accountName: string, row: RowLabel, count: number): DomainMessage {
  return linkMessage('accountInUse', { account: accountName, row, count, others: count - 1 });
}

export function accountInUseMessage(accountName: string, label: string, count: number): string {
  return accountInUse(accountName, label, count).message;
}

/** The account delete confirmation; a non-zero balance is mentioned. */
export function deleteAccountPrompt(
  accountName: string,
  balance: Centavos,
  currency: CurrencyCode = 'PHP',
): DomainMessage {
  return balance === 0
    ? linkMessage('deleteAccount', { account: accountName })
    : linkMessage('deleteAccountWithBalance', { account: accountName, balance: formatMoney(balance, currency) });
}

export function deleteAccountNotice(accountName: string, balance: Centavos, currency: CurrencyCode = 'PHP'): string {
  return deleteAccountPrompt(accountName, balance, currency).message;
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

export function unmarkedWithoutReversalMessage(labels: readonly string[]): string {
  return unmarkedWithoutReversal(labels).message;
}
