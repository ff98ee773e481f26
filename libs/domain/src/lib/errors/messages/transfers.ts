// Transfers between own accounts (spec silent: a feature of this wave).
import type { IsoCurrency } from '../../model';
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
  'receivedRequired',
  'receivedSameCurrency',
  'legCurrency',
  'rateDecimals',
  'rateOwnCurrency',
  'ratesMax',
]);

/** A padala (accounts of two currencies) without the amount the destination receives. */
export function padalaReceivedRequired(toName: string, currency: IsoCurrency): DomainMessage {
  return transferMessage('receivedRequired', { to: toName, currency });
}

/** An amount received given for a transfer within one currency. */
export function transferReceivedSameCurrency(currency: IsoCurrency): DomainMessage {
  return transferMessage('receivedSameCurrency', { currency });
}

/** A leg the caller says is in `claimed`, on an account in `actual`. */
export function padalaLegCurrency(accountName: string, actual: IsoCurrency, claimed: string): DomainMessage {
  return transferMessage('legCurrency', { account: accountName, actual, claimed });
}

// The English texts, for the rules and the tests.
export const padalaReceivedRequiredMessage = englishOf(padalaReceivedRequired);
export const padalaLegCurrencyMessage = englishOf(padalaLegCurrency);
