// users/{uid}/debts/{id}: the debt with its payment schedule.
import type { StoredDoc, StoredDate } from './stored-doc';
import { toPesos, type Pesos, type Debt, type DebtPayment, type DebtType } from '@pitaka/domain';
import { docCodec, readStamps, withStamps, type StampsDoc } from './document';
import { readArray, readLinks, readMoney, readRequiredDate, readString, ts, withLinks } from './fields';

export interface DebtPaymentDoc {
  dueDate: StoredDate;
  amount: Pesos;
  isPaid: boolean;
  accountId?: string;
  transactionId?: string;
}

export interface DebtDoc extends StampsDoc {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: Pesos;
  paymentSchedule: DebtPaymentDoc[];
}

export function debtPaymentToDoc(e: DebtPayment): DebtPaymentDoc {
  return withLinks({ dueDate: ts(e.dueDate), amount: toPesos(e.amount), isPaid: e.isPaid }, e);
}

export function debtToDoc(d: Omit<Debt, 'id'>): DebtDoc {
  const doc: DebtDoc = {
    type: d.type,
    name: d.name,
    counterpartyName: d.counterpartyName,
    totalAmount: toPesos(d.totalAmount),
    paymentSchedule: d.paymentSchedule.map(debtPaymentToDoc),
  };
  return withStamps(doc, d);
}

function debtPaymentFromDoc(e: Record<string, unknown>): DebtPayment {
  return withLinks(
    { dueDate: readRequiredDate(e['dueDate']), amount: readMoney(e['amount']), isPaid: e['isPaid'] === true },
    readLinks(e),
  );
}

export function debtFromDoc(id: string, d: StoredDoc): Debt {
  return {
    id,
    type: d['type'] === 'owed' ? 'owed' : 'owe',
    name: readString(d['name']),
    counterpartyName: readString(d['counterpartyName']),
    totalAmount: readMoney(d['totalAmount']),
    paymentSchedule: readArray(d['paymentSchedule']).map(debtPaymentFromDoc),
    ...readStamps(d),
  };
}

export const debtCodec = docCodec(debtToDoc, debtFromDoc);
