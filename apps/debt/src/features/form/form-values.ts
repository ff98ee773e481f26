import {
  debtScheduleFormValues,
  fromDateInputValue,
  parseAmount,
  toAmountInputValue,
  toDateInputValue,
  type Debt,
  type DebtFormInput,
  type DebtFrequency,
  type DebtPaymentType,
  type DebtType,
} from '@pitaka/domain';

/** The form's fields as typed (text for amounts, 'YYYY-MM-DD' for dates). */
export interface DebtFormValues {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: string;
  paymentType: DebtPaymentType;
  dueDate: string;
  startDate: string;
  count: string;
  frequency: DebtFrequency;
}

// spec silent on the defaults: single payment, and for multiple the minimum of 2, monthly.
export const EMPTY_DEBT_FORM: DebtFormValues = {
  type: 'owe',
  name: '',
  counterpartyName: '',
  totalAmount: '',
  paymentType: 'single',
  dueDate: '',
  startDate: '',
  count: '2',
  frequency: 'monthly',
};

/** A whole number of payments, or null for anything else ('2.5', '', '1e3'). */
function parseCount(text: string): number | null {
  return /^\s*\d{1,6}\s*$/.test(text) ? Number(text) : null;
}

/** What the validators and the commands take. Dates are Manila calendar days. */
export function toDebtFormInput(values: DebtFormValues): DebtFormInput {
  const multiple = values.paymentType === 'multiple';
  return {
    type: values.type,
    name: values.name,
    counterpartyName: values.counterpartyName,
    totalAmount: parseAmount(values.totalAmount),
    paymentType: values.paymentType,
    dueDate: multiple ? null : fromDateInputValue(values.dueDate),
    startDate: multiple ? fromDateInputValue(values.startDate) : null,
    count: multiple ? parseCount(values.count) : null,
    frequency: values.frequency,
  };
}

/** The edit form's starting values, recovered from the stored debt. */
export function debtToFormValues(debt: Debt): DebtFormValues {
  const schedule = debtScheduleFormValues(debt);
  return {
    type: debt.type,
    name: debt.name,
    counterpartyName: debt.counterpartyName,
    totalAmount: toAmountInputValue(schedule.totalAmount),
    paymentType: schedule.paymentType,
    dueDate: toDateInputValue(schedule.dueDate),
    startDate: toDateInputValue(schedule.startDate),
    count: String(schedule.count),
    frequency: schedule.frequency,
  };
}
