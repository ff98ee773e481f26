// Accounts and transactions (spec sections 5 and 8). Spec silent: transactionNotFound (reverting or
// editing a transaction that no longer exists), setupAlreadyComplete (a second setup, e.g. from
// another tab).
import type { CurrencyCode } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import english from './accounts.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type DomainMessage, type MessageCatalogue } from './catalogue';

export type AccountMessageKey = keyof typeof english;

/** The accounts' and transactions' messages in every language. */
export const ACCOUNT_CATALOGUE: MessageCatalogue<AccountMessageKey> = {
  en: english,
  fil: () => import('./accounts.fil.messages.json'),
};

const TEMPLATED = [
  'insufficientFundsIn',
  'expenseExceedsCurrentBalance',
  'expenseExceedsAccountBalance',
  'accountsCount',
  'createdOn',
] as const;

/** An accounts message by key, with its values. */
export const accountMessage = messagesOf('accounts', english);

/** The messages with a reference for the screens: `new DataError('not-found', ACCOUNT.accountNotFound)`. */
export const ACCOUNT = plainMessages(accountMessage, english, TEMPLATED);

/** The English texts (the spec's words), for the rules and the tests. */
export const ACCOUNT_MESSAGES = plainTexts(english, TEMPLATED);

/** Add transaction / paluwagan payment: 'Insufficient funds in {account}. Available balance: {symbol}{balance}'. */
export function insufficientFunds(
  accountName: string,
  balance: Centavos,
  currency: CurrencyCode = 'PHP',
): DomainMessage {
  return accountMessage('insufficientFundsIn', { account: accountName, balance: formatMoney(balance, currency) });
}

export function insufficientFundsMessage(
  accountName: string,
  balance: Centavos,
  currency: CurrencyCode = 'PHP',
): string {
  return insufficientFunds(accountName, balance, currency).message;
}

export function expenseExceedsCurrentBalance(amount: Centavos, currency: CurrencyCode = 'PHP'): DomainMessage {
  return accountMessage('expenseExceedsCurrentBalance', { amount: formatMoney(amount, currency) });
}

export function expenseExceedsCurrentBalanceMessage(amount: Centavos, currency: CurrencyCode = 'PHP'): string {
  return expenseExceedsCurrentBalance(amount, currency).message;
}

export function expenseExceedsAccountBalance(
  accountName: string,
  amount: Centavos,
  currency: CurrencyCode = 'PHP',
): DomainMessage {
  return accountMessage('expenseExceedsAccountBalance', {
    account: accountName,
    amount: formatMoney(amount, currency),
  });
}

export function expenseExceedsAccountBalanceMessage(
  accountName: string,
  amount: Centavos,
  currency: CurrencyCode = 'PHP',
): string {
  return expenseExceedsAccountBalance(accountName, amount, currency).message;
}

/** 'Across N accounts'; one account reads 'Across 1 account' (the spec's text is plural only). */
export function accountsCount(count: number): DomainMessage {
  return accountMessage('accountsCount', { count });
}

export function accountsCountText(count: number): string {
  return accountsCount(count).message;
}

/** 'Created {date}', the date already formatted. */
export function createdOn(date: string): DomainMessage {
  return accountMessage('createdOn', { date });
}

export function createdOnText(date: string): string {
  return createdOn(date).message;
}
