// Transfers between own accounts (spec silent: a feature of this wave).
import type { CurrencyCode } from '../../model';
import english from './transfers.en.messages.json';
import { englishOf, messageGroup, type DomainMessage } from './catalogue';

export type TransferMessageKey = keyof typeof english;

/** The transfers' messages. */
export const {
  catalogue: TRANSFER_CATALOGUE,
  message: transferMessage,
  plain: TRANSFER,
  texts: TRANSFER_MESSAGES,
} = messageGroup('transfers', { en: english, fil: () => import('./transfers.fil.messages.json') }, [
  'currencyMismatch',
]);

export function transferCurrencyMismatch(
  fromName: string,
  fromCurrency: CurrencyCode,
  toName: string,
  toCurrency: CurrencyCode,
): DomainMessage {
  return transferMessage('currencyMismatch', { from: fromName, fromCurrency, to: toName, toCurrency });
}

// The English texts, for the rules and the tests.
export const transferCurrencyMismatchMessage = englishOf(transferCurrencyMismatch);
