// Transfers between own accounts (spec silent: a feature of this wave).
import type { CurrencyCode } from '../../model';
import english from './transfers.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type DomainMessage, type MessageCatalogue } from './catalogue';

export type TransferMessageKey = keyof typeof english;

/** The transfers' messages in every language. */
export const TRANSFER_CATALOGUE: MessageCatalogue<TransferMessageKey> = {
  en: english,
  fil: () => import('./transfers.fil.messages.json'),
};

const TEMPLATED = ['currencyMismatch'] as const;

/** A transfers message by key, with its values. */
export const transferMessage = messagesOf('transfers', english);

/** The messages with a reference for the screens. */
export const TRANSFER = plainMessages(transferMessage, english, TEMPLATED);

/** The English texts, for the rules and the tests. */
export const TRANSFER_MESSAGES = plainTexts(english, TEMPLATED);

export function transferCurrencyMismatch(
  fromName: string,
  fromCurrency: CurrencyCode,
  toName: string,
  toCurrency: CurrencyCode,
): DomainMessage {
  return transferMessage('currencyMismatch', { from: fromName, fromCurrency, to: toName, toCurrency });
}

export function transferCurrencyMismatchMessage(
  fromName: string,
  fromCurrency: CurrencyCode,
  toName: string,
  toCurrency: CurrencyCode,
): string {
  return transferCurrencyMismatch(fromName, fromCurrency, toName, toCurrency).message;
}
