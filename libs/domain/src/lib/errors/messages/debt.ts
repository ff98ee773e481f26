// Debt (spec sections 4, 5 and 8). Spec silent: paymentsNotFoundOrPaid (a concurrent or stale
// action), typeLocked (changing owe <-> owed while payments are marked would reverse them the wrong
// way), lockedNotice's words ("a notice says payments must be unmarked first") and confirmUnmark
// ("a similar question", modelled on the paluwagan text).
import type { DebtType } from '../../model';
import { formatMoney, type Centavos } from '../../money';
import english from './debt.en.messages.json';
import { messagesOf, plainMessages, plainTexts, type DomainMessage, type MessageCatalogue } from './catalogue';

export type DebtMessageKey = keyof typeof english;

/** The debts' messages in every language. */
export const DEBT_CATALOGUE: MessageCatalogue<DebtMessageKey> = {
  en: english,
  fil: () => import('./debt.fil.messages.json'),
};

const TEMPLATED = [
  'insufficientFunds',
  'reverseInsufficientFunds',
  'accountNotFoundForPayment',
  'paymentsMarked.owe',
  'paymentsMarked.owed',
  'confirmUnmark',
] as const;

/** A debt message by key, with its values. */
export const debtMessage = messagesOf('debt', english);

/** The messages with a reference for the screens: `new DataError('not-found', DEBT.notFound)`. */
export const DEBT = plainMessages(debtMessage, english, TEMPLATED);

/** The English texts (the spec's words), for the rules and the tests. */
export const DEBT_MESSAGES = plainTexts(english, TEMPLATED);

/** Debt payment: 'Insufficient funds in {account}. Available: ₱{x}'. */
export function debtInsufficientFunds(accountName: string, balance: Centavos): DomainMessage {
  return debtMessage('insufficientFunds', { account: accountName, balance: formatMoney(balance, 'PHP') });
}

export function debtInsufficientFundsMessage(accountName: string, balance: Centavos): string {
  return debtInsufficientFunds(accountName, balance).message;
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

export function debtReverseInsufficientFundsMessage(
  accountName: string,
  paymentNumber: number,
  balance: Centavos,
): string {
  return debtReverseInsufficientFunds(accountName, paymentNumber, balance).message;
}

/** `paymentNumber` is 1-based. */
export function accountNotFoundForPayment(paymentNumber: number): DomainMessage {
  return debtMessage('accountNotFoundForPayment', { payment: paymentNumber });
}

export function accountNotFoundForPaymentMessage(paymentNumber: number): string {
  return accountNotFoundForPayment(paymentNumber).message;
}

/** Debt bulk success: '{n} payment(s) marked as paid' (owe) or '... as received' (owed). */
export function debtPaymentsMarked(count: number, type: DebtType): DomainMessage {
  return debtMessage(type === 'owe' ? 'paymentsMarked.owe' : 'paymentsMarked.owed', { count });
}

export function debtPaymentsMarkedMessage(count: number, type: DebtType): string {
  return debtPaymentsMarked(count, type).message;
}

export function confirmUnmarkDebtPayments(count: number): DomainMessage {
  return debtMessage('confirmUnmark', { count });
}

export function confirmUnmarkDebtPaymentsMessage(count: number): string {
  return confirmUnmarkDebtPayments(count).message;
}
