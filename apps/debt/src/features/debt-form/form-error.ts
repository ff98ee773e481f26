import { DEBT_MESSAGES, VALIDATION_MESSAGES as V, textTooLongMessage, type DebtFormInput } from '@pitaka/domain';

export type DebtField = 'type' | 'name' | 'counterpartyName' | 'totalAmount' | 'dueDate' | 'startDate' | 'count';

export interface DebtFormError {
  /** The field the message is about, or null for a message about the whole form. */
  field: DebtField | null;
  message: string;
}

const FIELD_OF: Record<string, DebtField> = {
  [V.debtNameRequired]: 'name',
  [textTooLongMessage('Debt name')]: 'name',
  [V.lenderNameRequired]: 'counterpartyName',
  [V.borrowerNameRequired]: 'counterpartyName',
  [textTooLongMessage('Lender name')]: 'counterpartyName',
  [textTooLongMessage('Borrower name')]: 'counterpartyName',
  [V.validTotalAmount]: 'totalAmount',
  [V.totalAmountPositive]: 'totalAmount',
  [V.totalAmountMax]: 'totalAmount',
  [V.dueDateRequired]: 'dueDate',
  [V.debtPaymentsMax]: 'count',
  [V.debtPaymentTooSmall]: 'count',
  [DEBT_MESSAGES.typeLocked]: 'type',
};

/** Places a validator's message on the field it is about (focus goes there). */
export function formError(message: string, input: DebtFormInput): DebtFormError {
  if (message === V.validMultiplePayments) {
    // One text for both fields: point at the one that is wrong.
    return { field: input.startDate ? 'count' : 'startDate', message };
  }
  return { field: FIELD_OF[message] ?? null, message };
}
