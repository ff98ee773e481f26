// Debt (spec sections 4, 5 and 8). Spec silent: paymentsNotFoundOrPaid (a concurrent or stale
// action), typeLocked (changing owe <-> owed while payments are marked would reverse them the wrong
// way), lockedNotice's words ("a notice says payments must be unmarked first") and confirmUnmark
// ("a similar question", modelled on the paluwagan text).
import type { DebtType } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import english from './debt.en.messages.json';
import { englishOf, messageGroup, type DomainMessage } from './catalogue';

export type DebtMessageKey = keyof typeof english;

/** The debts' messages: `new DataError('not-found', DEBT.notFound)`. */
export const {
  catalogue: DEBT_CATALOGUE,
  message: debtMessage,
  plain: DEBT,
  texts: DEBT_MESSAGES,
} = messageGroup('debt', { en: english, fil: () => import('./debt.fil.messages.json') }, [
  'insufficientFunds',
  'reverseInsufficientFunds',
  'accountNotFoundForPayment',
  'paymentsMarked.owe',
  'paymentsMarked.owed',
  'confirmUnmark',
]);

/** Debt payment: 'Insufficient funds in {account}. Available: ₱{x}'. */
export function debtInsufficientFunds(accountName: string, balance: Centavos): DomainMessage {
  return debtMessage('insufficientFunds', { account: accountName, balance: formatMoney(balance, 'PHP') });
}

/** Unmarking an owed debt payment; `paymentNumber` is 1-based. */
export function debtReverseInsufficientFunds(
  accountName: string,
  paymentNumber: number,
  balance: Centavos,
): DomainMessage {
  return debtMessage('reverseInsufficientFunds', {
    account: accountName,
    payment: paymentNumber,
    balance: formatMoney(balance, 'PHP'),
  });
}

/** `paymentNumber` is 1-based. */
export const accountNotFoundForPayment = (paymentNumber: number) =>
  debtMessage('accountNotFoundForPayment', { payment: paymentNumber });

/** Debt bulk success: '{n} payment(s) marked as paid' (owe) or '... as received' (owed). */
export function debtPaymentsMarked(count: number, type: DebtType): DomainMessage {
  return debtMessage(type === 'owe' ? 'paymentsMarked.owe' : 'paymentsMarked.owed', { count });
}

export const confirmUnmarkDebtPayments = (count: number) => debtMessage('confirmUnmark', { count });

// The English texts, for the rules and the tests.
export const debtInsufficientFundsMessage = englishOf(debtInsufficientFunds);
export const debtReverseInsufficientFundsMessage = englishOf(debtReverseInsufficientFunds);
export const accountNotFoundForPaymentMessage = englishOf(accountNotFoundForPayment);
export const debtPaymentsMarkedMessage = englishOf(debtPaymentsMarked);
export const confirmUnmarkDebtPaymentsMessage = englishOf(confirmUnmarkDebtPayments);
