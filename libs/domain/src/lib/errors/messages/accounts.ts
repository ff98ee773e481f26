// Accounts and transactions (spec sections 5 and 8). Spec silent: transactionNotFound (reverting or
// editing a transaction that no longer exists), setupAlreadyComplete (a second setup, e.g. from
// another tab).
import type { IsoCurrency } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import english from './accounts.en.messages.json';
import { englishOf, messageGroup, type DomainMessage } from './catalogue';

export type AccountMessageKey = keyof typeof english;

/** The accounts' and transactions' messages: `new DataError('not-found', ACCOUNT.accountNotFound)`. */
export const {
  catalogue: ACCOUNT_CATALOGUE,
  message: accountMessage,
  plain: ACCOUNT,
  texts: ACCOUNT_MESSAGES,
} = messageGroup('accounts', { en: english, fil: () => import('./accounts.fil.messages.json') }, [
  'insufficientFundsIn',
  'expenseExceedsCurrentBalance',
  'expenseExceedsAccountBalance',
  'accountsCount',
  'createdOn',
]);

/** Add transaction / paluwagan payment: 'Insufficient funds in {account}. Available balance: {symbol}{balance}'. */
export function insufficientFunds(
  accountName: string,
  balance: Centavos,
  currency: IsoCurrency = 'PHP',
): DomainMessage {
  return accountMessage('insufficientFundsIn', { account: accountName, balance: formatMoney(balance, currency) });
}

export function expenseExceedsCurrentBalance(amount: Centavos, currency: IsoCurrency = 'PHP'): DomainMessage {
  return accountMessage('expenseExceedsCurrentBalance', { amount: formatMoney(amount, currency) });
}

export function expenseExceedsAccountBalance(
  accountName: string,
  amount: Centavos,
  currency: IsoCurrency = 'PHP',
): DomainMessage {
  return accountMessage('expenseExceedsAccountBalance', {
    account: accountName,
    amount: formatMoney(amount, currency),
  });
}

/** 'Across N accounts'; one account reads 'Across 1 account' (the spec's text is plural only). */
export const accountsCount = (count: number) => accountMessage('accountsCount', { count });

/** 'Created {date}', the date already formatted. */
export const createdOn = (date: string) => accountMessage('createdOn', { date });

// The English texts, for the rules and the tests.
export const insufficientFundsMessage = englishOf(insufficientFunds);
export const expenseExceedsCurrentBalanceMessage = englishOf(expenseExceedsCurrentBalance);
export const expenseExceedsAccountBalanceMessage = englishOf(expenseExceedsAccountBalance);
export const accountsCountText = englishOf(accountsCount);
export const createdOnText = englishOf(createdOn);
