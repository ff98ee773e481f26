// users/{uid}/debts/{id}: the debt with its payment schedule.
import type { DocumentData, Timestamp } from 'firebase/firestore/lite';
import { toPesos, type Pesos, type Debt, type DebtPayment, type DebtType } from '@pitaka/domain';
import {
  converter,
  readArray,
  readDate,
  readLinks,
  readMoney,
  readRequiredDate,
  readString,
  stripId,
  ts,
  withDate,
  withLinks,
} from './fields';

export interface DebtPaymentDoc {
  dueDate: Timestamp;
  amount: Pesos;
  isPaid: boolean;
  accountId?: string;
  transactionId?: string;
}

export interface DebtDoc {
  type: DebtType;
  name: string;
  counterpartyName: string;
  totalAmount: Pesos;
  paymentSchedule: DebtPaymentDoc[];
  createdAt?: Timestamp;
  updatedAt?: Timestamp;
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
  return withDate(withDate(doc, 'createdAt', d.createdAt), 'updatedAt', d.updatedAt);
}

function debtPaymentFromDoc(e: Record<string, unknown>): DebtPayment {
  return withLinks(
    { dueDate: readRequiredDate(e['dueDate']), amount: readMoney(e['amount']), isPaid: e['isPaid'] === true },
    readLinks(e),
  );
}

export function debtFromDoc(id: string, d: DocumentData): Debt {
  return {
    id,
    type: d['type'] === 'owed' ? 'owed' : 'owe',
    name: readString(d['name']),
    counterpartyName: readString(d['counterpartyName']),
    totalAmount: readMoney(d['totalAmount']),
    paymentSchedule: readArray(d['paymentSchedule']).map(debtPaymentFromDoc),
    createdAt: readDate(d['createdAt']),
    updatedAt: readDate(d['updatedAt']),
  };
}

export const debtConverter = converter<Debt, DebtDoc>(stripId<Debt>(debtToDoc) as (m: Debt) => DebtDoc, debtFromDoc);
